import { msg } from '@lingui/core/runtime-macro';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { recordActivity } from '../../lib/activity.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { startSession } from './auth-sessions.ts';
import { acceptedTotpStep, hashRecoveryCode } from './totp.ts';

/** Attempts per challenge and minute (429 beyond). */
const attempts = new RateLimiter(5, 60_000);
/** The contract: a challenge allows 5 wrong codes, then it is dead. */
const MAX_WRONG_CODES = 5;

type Outcome =
  | { kind: 'dead' }
  | { kind: 'wrong' }
  | {
      kind: 'passed';
      userId: string;
      remember: boolean;
      method: 'totp' | 'recovery_code';
      /** Set when the sign-in started at a social provider. */
      provider: string | null;
    };

/**
 * Checks `code` against the challenge's user and, when it is right, uses the challenge up (and the
 * recovery code, if it was one, or the authenticator code's time step). One transaction with the
 * challenge row locked, and conditional updates of the user, so two requests with the same challenge,
 * recovery code or authenticator code cannot both succeed.
 */
/**
 * Records `step` as the user's last accepted authenticator step, unless a request in between already
 * used that step or a later one: the update's condition is evaluated again under the row lock.
 */
async function useTotpStep(db: Database, userId: string, step: number | null): Promise<boolean> {
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

async function passChallenge(db: Database, challengeHash: string, code: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .where(
        and(eq(oneTimeTokens.tokenHash, challengeHash), eq(oneTimeTokens.purpose, 'two_factor_challenge')),
      )
      .for('update', { of: oneTimeTokens });
    if (!row) return { kind: 'dead' };
    const { one_time_tokens: challenge, users: user } = row;
    const secret = user.twoFactorConfirmedAt ? user.twoFactorSecret : null;
    if (challenge.usedAt || challenge.expiresAt <= now || !secret || user.status === 'suspended') {
      return { kind: 'dead' };
    }

    const isTotp = /^\d{6}$/.test(code);
    const recoveryHash = isTotp ? null : hashRecoveryCode(code);
    const passed = recoveryHash
      ? user.twoFactorRecoveryCodes.includes(recoveryHash)
      : await useTotpStep(tx, user.id, await acceptedTotpStep(secret, code, user.twoFactorLastStep));
    if (!passed) {
      const wrong = Number(challenge.data.wrong_codes ?? 0) + 1;
      await tx
        .update(oneTimeTokens)
        .set({
          data: { ...challenge.data, wrong_codes: wrong },
          usedAt: wrong >= MAX_WRONG_CODES ? now : null,
        })
        .where(eq(oneTimeTokens.id, challenge.id));
      return { kind: 'wrong' };
    }

    await tx.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, challenge.id));
    if (recoveryHash) {
      await tx
        .update(users)
        .set({ twoFactorRecoveryCodes: sql`${users.twoFactorRecoveryCodes} - ${recoveryHash}::text` })
        .where(eq(users.id, user.id));
    }
    return {
      kind: 'passed',
      userId: user.id,
      remember: challenge.data.remember === true,
      method: recoveryHash ? 'recovery_code' : 'totp',
      provider: typeof challenge.data.provider === 'string' ? challenge.data.provider : null,
    };
  });
}

/** verifyTwoFactor: the second step of a sign-in started by login, magic link or a social callback. */
export function verifyTwoFactorHandler(context: AppContext): Handler<'verifyTwoFactor'> {
  const { db } = context;
  return async (request) => {
    const challengeHash = hashToken(request.body.two_factor_token);
    attempts.consume(challengeHash);
    const outcome = await passChallenge(db, challengeHash, request.body.code);
    if (outcome.kind === 'dead') {
      throw invalidField('two_factor_token', msg`This sign-in attempt has expired. Sign in again`);
    }
    if (outcome.kind === 'wrong') throw invalidField('code', msg`The code is not valid`);

    const [user] = await db.select().from(users).where(eq(users.id, outcome.userId));
    if (!user) throw invalidField('two_factor_token', msg`This sign-in attempt has expired. Sign in again`);
    const tokens = await startSession(context, request, user, { remember: outcome.remember });
    await recordActivity(db, request, {
      userId: user.id,
      action: 'auth.2fa_login',
      properties: { method: outcome.method, ...(outcome.provider && { provider: outcome.provider }) },
    });
    return ok(tokens, request.t(msg`Signed in`));
  };
}
