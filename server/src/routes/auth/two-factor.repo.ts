import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens, users } from '../../db/schema/accounts.ts';
import type { RequestOrigin } from '../../lib/activity.repo.ts';
import { checkTotpCode, hashRecoveryCode } from './totp.ts';
import { pauseSecondsLeft, recordWrongCode } from './two-factor-pause.repo.ts';

/** The contract: a challenge allows 5 wrong codes, then it is dead. */
const MAX_WRONG_CODES = 5;

/** Keeps a new, unconfirmed secret; a secret not yet confirmed is simply replaced. */
export async function startTwoFactorSetup(db: Database, userId: string, secret: string) {
  await db
    .update(users)
    .set({ twoFactorSecret: secret, twoFactorRecoveryCodes: [] })
    .where(and(eq(users.id, userId), isNull(users.twoFactorConfirmedAt)));
}

/**
 * Turns two-factor on with `secret`, only if that is still the pending secret (a second setup may have
 * started meanwhile); answers whether it did.
 */
export async function confirmTwoFactor(
  db: Database,
  userId: string,
  { secret, recoveryHashes, step }: { secret: string; recoveryHashes: string[]; step: number },
) {
  const enabled = await db
    .update(users)
    .set({
      twoFactorConfirmedAt: new Date(),
      twoFactorRecoveryCodes: recoveryHashes,
      twoFactorLastStep: step,
    })
    .where(and(eq(users.id, userId), eq(users.twoFactorSecret, secret), isNull(users.twoFactorConfirmedAt)))
    .returning({ id: users.id });
  return enabled.length > 0;
}

export async function turnOffTwoFactor(db: Database, userId: string) {
  await db
    .update(users)
    .set({
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
      twoFactorRecoveryCodes: [],
      twoFactorLastStep: null,
    })
    .where(eq(users.id, userId));
}

export async function replaceRecoveryCodes(db: Database, userId: string, recoveryHashes: string[]) {
  await db.update(users).set({ twoFactorRecoveryCodes: recoveryHashes }).where(eq(users.id, userId));
}

/**
 * Records `step` as the user's last accepted authenticator step, unless a request in between already
 * used that step or a later one: the update's condition is evaluated again under the row lock.
 */
async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export type ChallengeOutcome =
  | { kind: 'dead' }
  /** The account's two-factor sign-in is paused after too many wrong codes; the code was not looked at. */
  | { kind: 'paused'; secondsLeft: number }
  /**
   * A current authenticator code that was used already: its owner, who has the authenticator, waits for
   * the next one. Not a wrong code: it proves nothing new and does not count towards a pause.
   */
  | { kind: 'used' }
  /** `paused`: this wrong code was one too many and paused the account's two-factor sign-in. */
  | { kind: 'wrong'; userId: string; paused: boolean }
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
 * recovery code, if it was one, or the authenticator code's time step); a wrong code counts against the
 * challenge and against the account (two-factor-pause.repo.ts), whose two-factor sign-in may be paused.
 * One transaction with the challenge's and the user's rows locked, and conditional updates of the user,
 * so two requests with the same challenge, recovery code or authenticator code cannot both succeed, and
 * an account's attempts are counted one at a time.
 */
export function passChallenge(
  db: Database,
  { challengeHash, code, origin }: { challengeHash: string; code: string; origin: RequestOrigin },
): Promise<ChallengeOutcome> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .where(
        and(eq(oneTimeTokens.tokenHash, challengeHash), eq(oneTimeTokens.purpose, 'two_factor_challenge')),
      )
      .for('update', { of: [oneTimeTokens, users] });
    if (!row) return { kind: 'dead' };
    const { one_time_tokens: challenge, users: user } = row;
    const secret = user.twoFactorConfirmedAt ? user.twoFactorSecret : null;
    if (challenge.usedAt || challenge.expiresAt <= now || !secret || user.status === 'suspended') {
      return { kind: 'dead' };
    }
    const secondsLeft = await pauseSecondsLeft(tx, user.id);
    if (secondsLeft > 0) return { kind: 'paused', secondsLeft };

    const isTotp = /^\d{6}$/.test(code);
    const recoveryHash = isTotp ? null : hashRecoveryCode(code);
    const totp = isTotp ? await checkTotpCode(secret, code, user.twoFactorLastStep) : null;
    // The step is claimed under the user's row lock: of two requests with one code, the second finds it used.
    if (
      totp?.kind === 'used' ||
      (totp?.kind === 'accepted' && !(await claimTotpStep(tx, user.id, totp.step)))
    ) {
      return { kind: 'used' };
    }
    const passed = recoveryHash
      ? user.twoFactorRecoveryCodes.includes(recoveryHash)
      : totp?.kind === 'accepted';
    if (!passed) {
      const wrong = Number(challenge.data.wrong_codes ?? 0) + 1;
      await tx
        .update(oneTimeTokens)
        .set({
          data: { ...challenge.data, wrong_codes: wrong },
          usedAt: wrong >= MAX_WRONG_CODES ? now : null,
        })
        .where(eq(oneTimeTokens.id, challenge.id));
      return { kind: 'wrong', userId: user.id, paused: await recordWrongCode(tx, user.id, origin) };
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
