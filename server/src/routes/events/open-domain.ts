import { msg } from '@lingui/core/runtime-macro';
import { HttpError } from '../../lib/http-error.ts';
import type { IngestDomain } from './events.repo.ts';
import type { MonthlyLimit } from './monthly-limit.ts';

const closed = msg`This domain is suspended or expired and does not take events`;
const ownerSuspended = msg`The account this domain belongs to is suspended, so the domain does not take events`;

/**
 * Answers 403 for a domain that does not take events: suspended or expired, its owner's account
 * suspended by staff, or past its plan's `events_per_month` in this period (see monthly-limit.ts).
 */
export async function refuseClosedDomain(domain: IngestDomain, limit: MonthlyLimit) {
  if (domain.ownerSuspended) throw new HttpError(403, ownerSuspended);
  if (domain.status === 'suspended' || domain.status === 'expired') throw new HttpError(403, closed);
  await limit.refuseUsedUp(domain);
}
