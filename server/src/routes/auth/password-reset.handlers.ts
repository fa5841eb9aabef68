import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { recordActivity, requestOrigin } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { setPasswordEndingSessions } from './accounts.repo.ts';
import { failedChecksByAddress, linkRequestsByAddress } from './address-limits.ts';
import { linkMailJob, type MailedTokenKind } from './mailed-token.ts';
import { findTokenAccount, spendOneTimeToken } from './one-time-tokens.repo.ts';

/** The contract: a reset link works once, for 60 minutes. */
const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** The contract: 3 requests per 10 minutes per email and IP address. */
const linkRequests = new RateLimiter(3, 10 * 60_000);
/** Refused reset tokens per IP address in 10 minutes (429 beyond). */
const refusedTokens = new RateLimiter(10, 10 * 60_000);
/**
 * New passwords refused as the current one, per account in an hour: a link in the wrong hands must not
 * become a way to guess the current password (which may open other sites).
 */
const currentPasswordGuesses = new RateLimiter(5, 60 * 60_000);

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
    const lookup = {
      tokenHash: hashToken(token),
      purpose: 'password_reset',
      email: request.body.email,
    } as const;
    const refuseToken = () => {
      refusedTokens.hit(request.ip);
      failedChecksByAddress.hit(request.ip);
      return invalidField(
        'token',
        msg`This password reset link is invalid, already used or expired. Request a new one`,
      );
    };
    const account = await findTokenAccount(db, { ...lookup, now: new Date() });
    if (!account) throw refuseToken();
    // As changing it does, resetting refuses the current password; the link stays good for another.
    if (account.passwordHash) {
      currentPasswordGuesses.check(account.userId);
      if (await verifyPassword(account.passwordHash, password)) {
        currentPasswordGuesses.hit(account.userId);
        throw invalidField('password', msg`The new password must differ from the current one`);
      }
    }
    const userId = await spendOneTimeToken(db, { ...lookup, now: new Date() });
    if (!userId) throw refuseToken();

    // Signed out everywhere: whoever knew the old password loses their sessions too.
    await setPasswordEndingSessions(db, userId, await hashPassword(password));
    await recordActivity(db, request, { userId, action: 'auth.password_reset' });
    return ok(null, request.t(msg`Your password has been reset. Sign in with your new password`));
  };

  return { forgotPassword, resetPassword };
}
