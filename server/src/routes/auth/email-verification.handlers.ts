import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { appSecret } from '../../services/secrets/app-secret.ts';
import { findUserById, verifyEmailOnce } from './accounts.repo.ts';
import { mailUser } from './auth-mail.ts';
import {
  checkVerificationLink,
  EMAIL_VERIFICATION_TTL_MS,
  emailHash,
  emailVerificationLink,
} from './email-verification-link.ts';
import { signedIn } from './signed-in.ts';

/** The contract: 3 requests per 10 minutes per user. */
const verificationMails = new RateLimiter(3, 10 * 60_000);

/** Mails `user` a fresh signed link that verifies their current address. Throws when sending fails. */
export function mailVerificationLink(context: AppContext, user: UserRow) {
  return mailUser(context, user, MAIL_TEMPLATE_KEYS.verifyEmail, {
    url: emailVerificationLink(context.config, user),
    expires_minutes: EMAIL_VERIFICATION_TTL_MS / 60_000,
  });
}

/** Sending the verification mail again, and verifying an address from its link. */
export function emailVerificationHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const sendVerificationEmail: Handler<'sendVerificationEmail'> = async (request) => {
    const { user } = signedIn(request);
    verificationMails.consume(user.id);
    if (user.emailVerifiedAt) return ok(null, request.t(msg`Your email address is already verified`));
    await mailVerificationLink(context, user);
    await recordActivity(db, request, { userId: user.id, action: 'auth.verification_email_sent' });
    return ok(null, request.t(msg`A verification link has been sent to ${{ email: user.email }}`));
  };

  const verifyEmail: Handler<'verifyEmail'> = async (request) => {
    const { id, hash } = request.params;
    const { expires, signature } = request.query;
    const secret = appSecret(config);
    const check = checkVerificationLink(secret, { id, hash, expires, signature });
    if (check === 'invalid') throw invalidField('signature', msg`This verification link is invalid`);
    if (check === 'expired')
      throw invalidField('expires', msg`This verification link has expired. Request a new one`);

    const user = await findUserById(db, id);
    if (!user) throw notFound(msg`This account no longer exists`);
    if (hash !== emailHash(secret, user.id, user.email)) {
      throw invalidField(
        'hash',
        msg`This verification link was made for another email address. Request a new one`,
      );
    }
    const verifiedAt = await verifyEmailOnce(db, user.id);
    if (!verifiedAt) {
      // Verified before, perhaps by this same link a moment ago.
      const current = await findUserById(db, user.id);
      return ok(
        { email_verified_at: current?.emailVerifiedAt ?? new Date(), already_verified: true },
        request.t(msg`Your email address is already verified`),
      );
    }
    await recordActivity(db, request, {
      userId: user.id,
      action: 'auth.email_verified',
      properties: { email: user.email },
    });
    return ok(
      { email_verified_at: verifiedAt, already_verified: false },
      request.t(msg`Your email address has been verified`),
    );
  };

  return { sendVerificationEmail, verifyEmail };
}
