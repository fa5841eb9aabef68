import { msg } from '@lingui/core/runtime-macro';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { oneTimeTokens, sessions, users } from '../../db/schema/accounts.ts';
import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { recordActivity } from '../../lib/activity.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { appLink } from './app-link.ts';
import { mailUser, withoutMailFailures } from './auth-mail.ts';

/** The contract: a reset link works once, for 60 minutes. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** The contract: 3 requests per 10 minutes per email and IP address. */
const linkRequests = new RateLimiter(3, 10 * 60_000);
/** Refused reset tokens per IP address in 10 minutes (429 beyond). */
const refusedTokens = new RateLimiter(10, 10 * 60_000);

/** Mailing a password-reset link, and setting the new password with it. */
export function passwordResetHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const forgotPassword: Handler<'forgotPassword'> = async (request) => {
    const email = request.body.email.toLowerCase();
    linkRequests.consume(`${email}|${request.ip}`);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Unknown and suspended addresses get the same answer, and no mail.
    if (user && user.status !== 'suspended') {
      const now = new Date();
      // Only the newest link works: an older one left in a mailbox is dead.
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.purpose, 'password_reset'),
            isNull(oneTimeTokens.usedAt),
          ),
        );
      const token = newToken();
      await db.insert(oneTimeTokens).values({
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      });
      await recordActivity(db, request, { userId: user.id, action: 'auth.password_reset_requested' });
      const url = appLink(config, `/auth/reset-password/${token}`, { email: user.email });
      await withoutMailFailures(
        request,
        mailUser(context, user, MAIL_TEMPLATE_KEYS.passwordReset, {
          url,
          expires_minutes: PASSWORD_RESET_TTL_MS / 60_000,
        }),
      );
    }
    return ok(
      null,
      request.t(msg`If an account uses this address, a password reset link is on its way to it`),
    );
  };

  const resetPassword: Handler<'resetPassword'> = async (request) => {
    refusedTokens.check(request.ip);
    const { token, password, password_confirmation: confirmation } = request.body;
    if (password !== confirmation) {
      throw invalidField('password_confirmation', msg`Passwords don't match`);
    }
    const now = new Date();
    // The token is spent only together with the address it was mailed to, in one statement.
    const [spent] = await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.purpose, 'password_reset'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
          inArray(
            oneTimeTokens.userId,
            db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email.toLowerCase())),
          ),
        ),
      )
      .returning({ userId: oneTimeTokens.userId });
    if (!spent) {
      refusedTokens.hit(request.ip);
      throw invalidField(
        'token',
        msg`This password reset link is invalid, already used or expired. Request a new one`,
      );
    }

    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
      // Signed out everywhere: whoever knew the old password loses their sessions too.
      await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    });
    await recordActivity(db, request, { userId: spent.userId, action: 'auth.password_reset' });
    return ok(null, request.t(msg`Your password has been reset. Sign in with your new password`));
  };

  return { forgotPassword, resetPassword };
}
