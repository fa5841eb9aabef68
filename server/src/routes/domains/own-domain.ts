import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '#locales';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { domainView } from './domain-view.ts';
import { translator } from './tracking-domain-view.ts';
import { domainDetails, findOwnDomain } from './domains.repo.ts';

export const domainNotFound = () => notFound(msg`Domain not found`);

/**
 * One of the user's domains, its plan named in `locale` (English unless a caller shows it); 404 for
 * anyone else's, as if it did not exist.
 */
export async function ownDomain(
  db: Database,
  user: UserRow,
  domainId: string,
  now = new Date(),
  locale: Locale = 'en',
) {
  const row = await findOwnDomain(db, user.id, domainId, { now, timeZone: user.timezone, locale });
  if (!row) throw domainNotFound();
  return row;
}

/** One of the user's domains as the contract's Domain, in the language of `request`; 404 for anyone else's. */
export async function ownDomainView(db: Database, user: UserRow, domainId: string, request: FastifyRequest) {
  const row = await ownDomain(db, user, domainId, new Date(), request.locale);
  return domainView(row, await domainDetails(db, [row.domain.id]), translator(request));
}
