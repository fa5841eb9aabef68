import { msg } from '@lingui/core/runtime-macro';
import type { Handler } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity, requestOrigin } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findUserById } from './accounts.repo.ts';
import { failedChecksByAddress } from './address-limits.ts';
import { startSession } from './auth-sessions.ts';
import { TWO_FACTOR_PAUSED_MAIL } from './two-factor-pause-mail.ts';
import { passChallenge } from './two-factor.repo.ts';

/** Attempts per challenge and minute (429 beyond). */
const attempts = new RateLimiter(5, 60_000);

/** 429 while the account's two-factor sign-in is paused, saying for how long (rounded up to minutes). */
function paused(secondsLeft: number) {
  return new HttpError(
    429,
    msg({
      message:
        'Too many wrong codes for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}',
    }),
    { values: { minutes: Math.ceil(secondsLeft / 60) }, retryAfter: secondsLeft },
  );
}

/** verifyTwoFactor: the second step of a sign-in started by login, magic link or a social callback. */
export function verifyTwoFactorHandler(context: AppContext): Handler<'verifyTwoFactor'> {
  const { db } = context;
  return async (request) => {
    const challengeHash = hashToken(request.body.two_factor_token);
    failedChecksByAddress.check(request.ip);
    attempts.consume(challengeHash);
    const origin = requestOrigin(request);
    const outcome = await passChallenge(db, { challengeHash, code: request.body.code, origin });
    if (outcome.kind === 'dead') {
      failedChecksByAddress.hit(request.ip);
      throw invalidField('two_factor_token', msg`This sign-in attempt has expired. Sign in again`);
    }
    if (outcome.kind === 'paused') throw paused(outcome.secondsLeft);
    if (outcome.kind === 'used') {
      throw invalidField(
        'code',
        msg`This code has been used already. Wait for the next code in your authenticator app`,
      );
    }
    if (outcome.kind === 'wrong') {
      failedChecksByAddress.hit(request.ip);
      if (outcome.paused) {
        await request.server.jobs.send(TWO_FACTOR_PAUSED_MAIL, { userId: outcome.userId, origin });
      }
      throw invalidField('code', msg`The code is not valid`);
    }

    const user = await findUserById(db, outcome.userId);
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
