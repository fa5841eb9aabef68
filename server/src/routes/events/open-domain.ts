import { msg } from '@lingui/core/runtime-macro';
import { isLocale } from '#locales';
import { HttpError } from '../../lib/http-error.ts';
import type { IngestDomain } from './events.repo.ts';
import type { MonthlyLimit } from './monthly-limit.ts';

const closed = msg`This domain is suspended or expired and does not take events`;
const ownerSuspended = msg`The account this domain belongs to is suspended, so the domain does not take events`;
const blocked = msg({ message: "Tracklane staff have blocked this domain's events. Reason: {reason}" });

/**
 * Answers 403 for a domain that does not take events: suspended or expired, its owner's account
 * suspended by staff, its events blocked by staff (their reason, worded around in the owner's
 * language), or past its plan's `events_per_month` in this period (see monthly-limit.ts).
 */
export async function refuseClosedDomain(domain: IngestDomain, limit: MonthlyLimit) {
  if (domain.blockedReason !== null) {
    throw new HttpError(403, blocked, {
      values: { reason: domain.blockedReason },
      ...(isLocale(domain.ownerLanguage) && { locale: domain.ownerLanguage }),
    });
  }
  if (domain.ownerSuspended) throw new HttpError(403, ownerSuspended);
  if (domain.status === 'suspended' || domain.status === 'expired') throw new HttpError(403, closed);
  await limit.refuseUsedUp(domain);
}
