import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { forbidden, invalidField } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { findUserByEmail } from './accounts.repo.ts';
import { failedChecksByAddress } from './address-limits.ts';
import { emailVerificationHandlers } from './email-verification.handlers.ts';
import { magicLinkHandlers } from './magic-link.handlers.ts';
import { passwordResetHandlers } from './password-reset.handlers.ts';
import { registrationHandlers } from './registration.handlers.ts';
import { signInOrChallenge } from './sign-in-result.ts';
import { tokensHandlers } from './tokens.handlers.ts';

/** The contract: 5 failed sign-ins per minute per email and IP address. */
const failedLogins = new RateLimiter(5, 60_000);

export function loginHandler(context: AppContext): Handler<'login'> {
  const { db } = context;
  return async (request) => {
    const { email, password, remember = false } = request.body;
    const limitKey = `${email.toLowerCase()}|${request.ip}`;
    failedChecksByAddress.check(request.ip);
    failedLogins.check(limitKey);

    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      failedLogins.hit(limitKey);
      failedChecksByAddress.hit(request.ip);
      await recordActivity(db, request, {
        userId: user?.id ?? null,
        action: 'auth.login_failed',
        properties: { email },
      });
      // The same answer whether the account exists or not.
      throw invalidField('email', msg`These credentials do not match our records`);
    }
    if (user.status === 'suspended') throw forbidden(msg`Your account is suspended. Contact support`);
    failedLogins.reset(limitKey);
    return signInOrChallenge(context, request, user, { remember, action: 'auth.login' });
  };
}

/** Password sign-in, registration, tokens, magic links, password reset and email verification. */
export function signInHandlers(context: AppContext): Handlers {
  return {
    login: loginHandler(context),
    ...registrationHandlers(context),
    ...tokensHandlers(context),
    ...magicLinkHandlers(context),
    ...passwordResetHandlers(context),
    ...emailVerificationHandlers(context),
  };
}
