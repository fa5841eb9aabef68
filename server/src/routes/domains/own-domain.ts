import { msg } from '@lingui/core/runtime-macro';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { domainView } from './domain-view.ts';
import type { Translate } from './tracking-domain-view.ts';
import { domainDetails, findOwnDomain } from './domains.repo.ts';

export const domainNotFound = () => notFound(msg`Domain not found`);

/** One of the user's domains; 404 for anyone else's, as if it did not exist. */
export async function ownDomain(db: Database, user: UserRow, domainId: string, now = new Date()) {
  const row = await findOwnDomain(db, user.id, domainId, { now, timeZone: user.timezone });
  if (!row) throw domainNotFound();
  return row;
}

/** One of the user's domains as the contract's Domain, in the reader's language; 404 for anyone else's. */
export async function ownDomainView(db: Database, user: UserRow, domainId: string, t: Translate) {
  const row = await ownDomain(db, user, domainId);
  return domainView(row, await domainDetails(db, [row.domain.id]), t);
}
