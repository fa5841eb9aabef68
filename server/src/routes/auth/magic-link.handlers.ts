import { msg } from '@lingui/core/runtime-macro';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { MAIL_TEMPLATE_KEYS } from '../../db/seed/mail-templates.ts';
import { recordActivity } from '../../lib/activity.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden, invalidField } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { appLink } from './app-link.ts';
import { mailUser, withoutMailFailures } from './auth-mail.ts';
import { signInOrChallenge } from './sign-in-result.ts';

/** The contract: a magic link works once, for 15 minutes. */
export const MAGIC_LINK_TTL_MS = 15 * 60_000;
/** The contract: 3 requests per 10 minutes per email and IP address. */
const linkRequests = new RateLimiter(3, 10 * 60_000);
/** Refused tokens per IP address in 10 minutes (429 beyond). */
const refusedTokens = new RateLimiter(10, 10 * 60_000);

/** Marks the address verified: following the mailed link proved the mailbox. */
async function verifyAddress(context: AppContext, request: FastifyRequest, user: UserRow) {
  if (user.emailVerifiedAt) return user;
  const [verified] = await context.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await recordActivity(context.db, request, {
    userId: user.id,
    action: 'auth.email_verified',
    properties: { email: user.email, via: 'magic_link' },
  });
  return verified ?? user;
}

/** Mailing a single-use sign-in link, and signing in with it. */
export function magicLinkHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const sendMagicLink: Handler<'sendMagicLink'> = async (request) => {
    const email = request.body.email.toLowerCase();
    linkRequests.consume(`${email}|${request.ip}`);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Unknown and suspended addresses get the same answer, and no mail.
    if (user && user.status !== 'suspended') {
      const token = newToken();
      await db.insert(oneTimeTokens).values({
        userId: user.id,
        purpose: 'magic_link',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_MS),
      });
      await recordActivity(db, request, { userId: user.id, action: 'auth.magic_link_requested' });
      const url = appLink(config, '/auth/magic-link', { token });
      await withoutMailFailures(
        request,
        mailUser(context, user, MAIL_TEMPLATE_KEYS.magicLink, {
          url,
          expires_minutes: MAGIC_LINK_TTL_MS / 60_000,
        }),
      );
    }
    return ok(null, request.t(msg`If an account uses this address, a sign-in link is on its way to it`));
  };

  const verifyMagicLink: Handler<'verifyMagicLink'> = async (request) => {
    refusedTokens.check(request.ip);
    const now = new Date();
    // Spending the token in one statement: of two requests with one link, only one gets a row back.
    const [spent] = await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(request.body.token)),
          eq(oneTimeTokens.purpose, 'magic_link'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .returning({ userId: oneTimeTokens.userId });
    const [user] = spent ? await db.select().from(users).where(eq(users.id, spent.userId)) : [];
    if (!user) {
      refusedTokens.hit(request.ip);
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
