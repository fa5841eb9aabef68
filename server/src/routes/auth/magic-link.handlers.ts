import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { recordActivity, requestOrigin } from '../../lib/activity.repo.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden, invalidField } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findUserById, markEmailVerified } from './accounts.repo.ts';
import { failedChecksByAddress, linkRequestsByAddress } from './address-limits.ts';
import { linkMailJob, type MailedTokenKind } from './mailed-token.ts';
import { spendOneTimeToken } from './one-time-tokens.repo.ts';
import { signInOrChallenge } from './sign-in-result.ts';

/** The contract: a magic link works once, for 15 minutes. */
const MAGIC_LINK_TTL_MS = 15 * 60_000;
/** The contract: 3 requests per 10 minutes per email and IP address. */
const linkRequests = new RateLimiter(3, 10 * 60_000);
/** Refused tokens per IP address in 10 minutes (429 beyond). */
const refusedTokens = new RateLimiter(10, 10 * 60_000);

const MAGIC_LINK: MailedTokenKind = {
  purpose: 'magic_link',
  ttlMs: MAGIC_LINK_TTL_MS,
  template: MAIL_TEMPLATE_KEYS.magicLink,
  action: 'auth.magic_link_requested',
  page: (token) => ['/auth/magic-link', { token }],
};
const MAGIC_LINK_MAIL = linkMailJob(MAGIC_LINK);

/** Marks the address verified: following the mailed link proved the mailbox. */
async function verifyAddress(context: AppContext, request: FastifyRequest, user: UserRow) {
  if (user.emailVerifiedAt) return user;
  const verified = await markEmailVerified(context.db, user);
  await recordActivity(context.db, request, {
    userId: user.id,
    action: 'auth.email_verified',
    properties: { email: user.email, via: 'magic_link' },
  });
  return verified;
}

/** Mailing a single-use sign-in link, and signing in with it. */
export function magicLinkHandlers(context: AppContext): Handlers {
  const { db } = context;

  const sendMagicLink: Handler<'sendMagicLink'> = async (request) => {
    const email = request.body.email.toLowerCase();
    linkRequestsByAddress.consume(request.ip);
    linkRequests.consume(`${email}|${request.ip}`);
    // Unknown and suspended addresses get the same answer, as fast, and no mail.
    await request.server.jobs.send(MAGIC_LINK_MAIL, { email, origin: requestOrigin(request) });
    return ok(null, request.t(msg`If an account uses this address, a sign-in link is on its way to it`));
  };

  const verifyMagicLink: Handler<'verifyMagicLink'> = async (request) => {
    failedChecksByAddress.check(request.ip);
    refusedTokens.check(request.ip);
    const userId = await spendOneTimeToken(db, {
      tokenHash: hashToken(request.body.token),
      purpose: 'magic_link',
      now: new Date(),
    });
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) {
      refusedTokens.hit(request.ip);
      failedChecksByAddress.hit(request.ip);
      throw invalidField(
        'token',
        msg`This sign-in link is invalid, already used or expired. Request a new one`,
      );
    }
    if (user.status === 'suspended') throw forbidden(msg`Your account is suspended. Contact support`);
    const verified = await verifyAddress(context, request, user);
    return signInOrChallenge(context, request, verified, {
      remember: false,
      action: 'auth.magic_link_login',
    });
  };

  return { sendMagicLink, verifyMagicLink };
}
