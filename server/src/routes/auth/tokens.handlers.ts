import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { loadAccess } from '../../lib/access.repo.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { unauthenticated } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { userView } from '../user/user-view.ts';
import { newTokenPair } from './auth-sessions.ts';
import { deleteExpiredRotatedTokens, deleteSession, rotateRefreshToken } from './sessions.repo.ts';
import { signedIn } from './signed-in.ts';

/** Refused refresh tokens per IP address and minute (429 beyond). */
const failedRefreshes = new RateLimiter(10, 60_000);

/** Signing out, refreshing and checking tokens, and the caller's permissions. */
export function tokensHandlers(context: AppContext): Handlers {
  const { db } = context;

  const logout: Handler<'logout'> = async (request) => {
    const { user, session } = signedIn(request);
    await deleteSession(db, session.id);
    await recordActivity(db, request, {
      userId: user.id,
      action: 'auth.logout',
      subjectType: 'session',
      subjectId: session.id,
    });
    return ok(null, request.t(msg`Signed out`));
  };

  const refreshToken: Handler<'refreshToken'> = async (request) => {
    failedRefreshes.check(request.ip);
    const rotation = await rotateRefreshToken(db, hashToken(request.body.refresh_token), newTokenPair);
    if (rotation.kind !== 'rotated') {
      failedRefreshes.hit(request.ip);
      if (rotation.kind === 'reused') {
        await recordActivity(db, request, {
          userId: rotation.userId,
          action: 'auth.refresh_token_reused',
          ...(rotation.sessionId && { subjectType: 'session', subjectId: rotation.sessionId }),
        });
      }
      throw unauthenticated();
    }
    // Spent tokens are kept only while they could still have been used.
    await deleteExpiredRotatedTokens(db, new Date());
    const { user, pair } = rotation;
    return ok(
      {
        user: await userView(context, user),
        token: pair.token,
        token_type: 'Bearer' as const,
        expires_at: pair.row.accessExpiresAt,
        refresh_token: pair.refreshToken,
        refresh_expires_at: pair.row.refreshExpiresAt,
      },
      request.t(msg`Session extended`),
    );
  };

  const verifyToken: Handler<'verifyToken'> = async (request) => {
    const { user, session } = signedIn(request);
    return ok(
      { user: await userView(context, user), expires_at: session.accessExpiresAt },
      request.t(msg`You are signed in`),
    );
  };

  const listAbilities: Handler<'listAbilities'> = async (request) => {
    const { user } = signedIn(request);
    const { permissions } = await loadAccess(db, user);
    return ok(permissions, request.t(msg`Your permissions`));
  };

  return { logout, refreshToken, verifyToken, listAbilities };
}
