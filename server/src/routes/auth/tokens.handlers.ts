import { msg } from '@lingui/core/runtime-macro';
import { and, eq, lt } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens, sessions, users } from '../../db/schema/accounts.ts';
import { loadAccess } from '../../lib/access.ts';
import { recordActivity } from '../../lib/activity.ts';
import { ok } from '../../lib/envelope.ts';
import { unauthenticated } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { userView } from '../user/user-view.ts';
import { newTokenPair } from './auth-sessions.ts';
import { signedIn } from './signed-in.ts';

/** Refused refresh tokens per IP address and minute (429 beyond). */
const failedRefreshes = new RateLimiter(10, 60_000);

type Rotation =
  | { kind: 'refused' }
  | { kind: 'reused'; userId: string; sessionId: string | null }
  | { kind: 'rotated'; user: UserRow; pair: ReturnType<typeof newTokenPair> };

/**
 * Exchanges a refresh token for a new pair, remembering the old one's hash. A refresh token that was
 * already exchanged is a copy in someone else's hands (or a replay): its whole session ends. The
 * session row is locked, so of two exchanges of one token only the first wins.
 */
function rotate(db: Database, refreshHash: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.refreshTokenHash, refreshHash))
      .for('update', { of: sessions });
    if (!row) {
      const [spent] = await tx
        .select()
        .from(oneTimeTokens)
        .where(
          and(eq(oneTimeTokens.tokenHash, refreshHash), eq(oneTimeTokens.purpose, 'refresh_token_rotated')),
        );
      if (!spent) return { kind: 'refused' };
      const sessionId = typeof spent.data.session_id === 'string' ? spent.data.session_id : null;
      if (sessionId) await tx.delete(sessions).where(eq(sessions.id, sessionId));
      return { kind: 'reused', userId: spent.userId, sessionId };
    }
    const { sessions: session, users: user } = row;
    if (session.refreshExpiresAt <= now || user.status === 'suspended') return { kind: 'refused' };

    // "Remember me" sessions are the ones whose refresh token outlives the access token.
    const pair = newTokenPair(session.refreshExpiresAt > session.accessExpiresAt, now);
    await tx
      .update(sessions)
      .set({ ...pair.row, lastActive: now })
      .where(eq(sessions.id, session.id));
    await tx.insert(oneTimeTokens).values({
      userId: user.id,
      purpose: 'refresh_token_rotated',
      tokenHash: refreshHash,
      data: { session_id: session.id },
      expiresAt: session.refreshExpiresAt,
      usedAt: now,
    });
    return { kind: 'rotated', user, pair };
  });
}

/** Signing out, refreshing and checking tokens, and the caller's permissions. */
export function tokensHandlers(context: AppContext): Handlers {
  const { db } = context;

  const logout: Handler<'logout'> = async (request) => {
    const { user, session } = signedIn(request);
    await db.delete(sessions).where(eq(sessions.id, session.id));
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
    const rotation = await rotate(db, hashToken(request.body.refresh_token));
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
    await db
      .delete(oneTimeTokens)
      .where(
        and(eq(oneTimeTokens.purpose, 'refresh_token_rotated'), lt(oneTimeTokens.expiresAt, new Date())),
      );
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
