import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { recordActivity, requestOrigin } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { setPasswordEndingSessions } from './accounts.repo.ts';
import { failedChecksByAddress, linkRequestsByAddress } from './address-limits.ts';
import { linkMailJob, type MailedTokenKind } from './mailed-token.ts';
import { spendOneTimeToken } from './one-time-tokens.repo.ts';

/** The contract: a reset link works once, for 60 minutes. */
const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** The contract: 3 requests per 10 minutes per email and IP address. */
const linkRequests = new RateLimiter(3, 10 * 60_000);
/** Refused reset tokens per IP address in 10 minutes (429 beyond). */
const refusedTokens = new RateLimiter(10, 10 * 60_000);

const RESET_LINK: MailedTokenKind = {
  purpose: 'password_reset',
  ttlMs: PASSWORD_RESET_TTL_MS,
  template: MAIL_TEMPLATE_KEYS.passwordReset,
  action: 'auth.password_reset_requested',
  page: (token, user) => [`/auth/reset-password/${token}`, { email: user.email }],
  // An older link left in a mailbox is dead.
  onlyNewest: true,
};
const RESET_LINK_MAIL = linkMailJob(RESET_LINK);

/** Mailing a password-reset link, and setting the new password with it. */
export function passwordResetHandlers(context: AppContext): Handlers {
  const { db } = context;

  const forgotPassword: Handler<'forgotPassword'> = async (request) => {
    const email = request.body.email.toLowerCase();
    linkRequestsByAddress.consume(request.ip);
    linkRequests.consume(`${email}|${request.ip}`);
    // Unknown and suspended addresses get the same answer, as fast, and no mail.
    await request.server.jobs.send(RESET_LINK_MAIL, { email, origin: requestOrigin(request) });
    return ok(
      null,
      request.t(msg`If an account uses this address, a password reset link is on its way to it`),
    );
  };

  const resetPassword: Handler<'resetPassword'> = async (request) => {
    failedChecksByAddress.check(request.ip);
    refusedTokens.check(request.ip);
    const { token, password, password_confirmation: confirmation } = request.body;
    if (password !== confirmation) {
      throw invalidField('password_confirmation', msg`Passwords don't match`);
    }
    // The token is spent only together with the address it was mailed to.
    const userId = await spendOneTimeToken(db, {
      tokenHash: hashToken(token),
      purpose: 'password_reset',
      email: request.body.email,
      now: new Date(),
    });
    if (!userId) {
      refusedTokens.hit(request.ip);
      failedChecksByAddress.hit(request.ip);
      throw invalidField(
        'token',
        msg`This password reset link is invalid, already used or expired. Request a new one`,
      );
    }

    // Signed out everywhere: whoever knew the old password loses their sessions too.
    await setPasswordEndingSessions(db, userId, await hashPassword(password));
    await recordActivity(db, request, { userId, action: 'auth.password_reset' });
    return ok(null, request.t(msg`Your password has been reset. Sign in with your new password`));
  };

  return { forgotPassword, resetPassword };
}
