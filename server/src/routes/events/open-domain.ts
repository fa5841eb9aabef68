import { msg } from '@lingui/core/runtime-macro';
import { HttpError } from '../../lib/http-error.ts';
import type { IngestDomain } from './events.repo.ts';

const closedMessages = {
  closed: msg`This domain is suspended or expired and does not take events`,
  limitReached: msg`This domain has used all the events its plan allows this month`,
};

/**
 * Answers 403 for a domain that does not take events: suspended or expired, or past its plan's
 * `events_per_month` in this period (a domain without a plan, or a plan without the limit, has none).
 * A batch that starts below the limit is taken whole, even if it ends above it.
 */
export function refuseClosedDomain(domain: IngestDomain) {
  if (domain.status === 'suspended' || domain.status === 'expired') {
    throw new HttpError(403, closedMessages.closed);
  }
  if (domain.eventsPerMonth !== null && domain.periodEvents >= domain.eventsPerMonth) {
    throw new HttpError(403, closedMessages.limitReached);
  }
}
