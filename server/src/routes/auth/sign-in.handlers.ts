import { eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { recordActivity } from '../../lib/activity.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden, invalidField } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { authMessages } from './auth.messages.ts';
import { startSession } from './auth-sessions.ts';

/** The contract: 5 failed sign-ins per minute per email and IP address. */
const failedLogins = new RateLimiter(5, 60_000);
/** A two-factor challenge is accepted for 10 minutes. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * 60_000;

export function loginHandler(context: AppContext): Handler<'login'> {
  const { db } = context;
  return async (request) => {
    const { email, password, remember = false } = request.body;
    const limitKey = `${email.toLowerCase()}|${request.ip}`;
    failedLogins.check(limitKey);

    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      failedLogins.hit(limitKey);
      await recordActivity(db, request, {
        userId: user?.id ?? null,
        action: 'auth.login_failed',
        properties: { email },
      });
      // The same answer whether the account exists or not.
      throw invalidField('email', authMessages.invalidCredentials);
    }
    if (user.status === 'suspended') throw forbidden(authMessages.accountSuspended);
    failedLogins.reset(limitKey);

    if (user.twoFactorConfirmedAt) {
      const challenge = newToken();
      const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS);
      await db.insert(oneTimeTokens).values({
        userId: user.id,
        purpose: 'two_factor_challenge',
        tokenHash: hashToken(challenge),
        data: { remember },
        expiresAt,
      });
      return ok(
        { user: null, two_factor_token: challenge, expires_at: expiresAt },
        request.t(authMessages.twoFactorRequired),
        { requires_2fa: true },
      );
    }

    const tokens = await startSession(context, request, user, { remember });
    await recordActivity(db, request, { userId: user.id, action: 'auth.login' });
    return ok(tokens, request.t(authMessages.signedIn), { requires_2fa: false });
  };
}

/** Password sign-in, registration, tokens, magic links, password reset and email verification. */
export function signInHandlers(context: AppContext): Handlers {
  return {
    login: loginHandler(context),
  };
}
