import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { MailTemplateKey } from '../../db/seed/mail-templates.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { appLink } from './app-link.ts';
import { mailUser, withoutMailFailures } from './auth-mail.ts';
import { expireUnusedTokens, insertOneTimeToken, type OneTimePurpose } from './one-time-tokens.repo.ts';

/** A kind of single-use link sent by mail: what it is for, how long it works and where it leads. */
export interface MailedTokenKind {
  purpose: OneTimePurpose;
  ttlMs: number;
  template: MailTemplateKey;
  /** Recorded in the activity log when a link is sent. */
  action: string;
  /** The dashboard page the link opens: its path and query, with the token in one of them. */
  page: (token: string, user: UserRow) => [path: string, query?: Record<string, string>];
  /** Links sent before stop working: only the newest one does. */
  onlyNewest?: boolean;
}

/**
 * Mails `user` a new single-use link of `kind`: the token is stored only as its hash and works for
 * `kind.ttlMs`. A mail that cannot be sent is logged rather than answered, so the answer never tells
 * whether the address has an account.
 */
export async function mailToken(
  context: AppContext,
  request: FastifyRequest,
  user: UserRow,
  kind: MailedTokenKind,
) {
  const { db, config } = context;
  const now = new Date();
  if (kind.onlyNewest) await expireUnusedTokens(db, user.id, kind.purpose, now);
  const token = newToken();
  await insertOneTimeToken(db, {
    userId: user.id,
    purpose: kind.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + kind.ttlMs),
  });
  await recordActivity(db, request, { userId: user.id, action: kind.action });
  const url = appLink(config, ...kind.page(token, user));
  await withoutMailFailures(
    request,
    mailUser(context, user, kind.template, { url, expires_minutes: kind.ttlMs / 60_000 }),
  );
}
