import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { startSession } from './auth-sessions.ts';
import { insertOneTimeToken } from './one-time-tokens.repo.ts';
import type { ActivityAction } from '../../lib/activity-actions.ts';

/** A two-factor challenge is accepted for 10 minutes. */
const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * A new challenge for POST /auth/2fa/verify: the TwoFactorChallenge of the contract. `data` is what the
 * second step needs to finish the sign-in (remember me, the social provider).
 */
export async function startTwoFactorChallenge(db: Database, userId: string, data: Record<string, unknown>) {
  const challenge = newToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS);
  await insertOneTimeToken(db, {
    userId,
    purpose: 'two_factor_challenge',
    tokenHash: hashToken(challenge),
    data,
    expiresAt,
  });
  return { user: null, two_factor_token: challenge, expires_at: expiresAt };
}

/**
 * The answer of a sign-in whose first factor passed (login, magic link): the tokens of a new session,
 * recorded as `action`; or, when the account has two-factor on, a challenge for POST /auth/2fa/verify
 * and no token.
 */
export async function signInOrChallenge(
  context: AppContext,
  request: FastifyRequest,
  user: UserRow,
  { remember, action }: { remember: boolean; action: ActivityAction },
) {
  if (user.twoFactorConfirmedAt) {
    return ok(
      await startTwoFactorChallenge(context.db, user.id, { remember }),
      request.t(msg`Enter the code from your authenticator app`),
      { requires_2fa: true },
    );
  }
  const tokens = await startSession(context, request, user, { remember });
  await recordActivity(context.db, request, { userId: user.id, action });
  return ok(tokens, request.t(msg`Signed in`), { requires_2fa: false });
}
