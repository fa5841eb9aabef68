import { msg } from '@lingui/core/runtime-macro';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { eventsSince } from './period-usage.repo.ts';

/**
 * How long a domain's count is trusted: ingestion reads it at most this often per domain, adding what
 * this process stores in between. Events stored by another process show after at most this long, so N
 * processes may overshoot a limit by what they take in within it.
 */
const FRESH_MS = 5_000;
/** Past this many domains known, the stale counts are dropped, so memory follows the active domains. */
const PRUNE_AT = 10_000;

const limitReached = msg`This domain has used all the events its plan allows this month`;

/** What the check needs of a domain: its plan's limit (null for none) and its period's start. */
export interface LimitedDomain {
  id: string;
  eventsPerMonth: number | null;
  periodStart: Date;
}

interface Count {
  periodStart: number;
  events: number;
  readAt: number;
}

/**
 * The `events_per_month` check of `POST /events`, with each domain's count of this period kept in
 * memory for a few seconds so a stream of batches costs one rollup read per domain every FRESH_MS.
 */
export function monthlyLimit(db: Database) {
  const counts = new Map<string, Count>();

  async function used(domain: LimitedDomain, now: number): Promise<number> {
    const periodStart = domain.periodStart.getTime();
    const known = counts.get(domain.id);
    if (known && known.periodStart === periodStart && now - known.readAt < FRESH_MS) return known.events;
    const events = await eventsSince(db, domain.id, domain.periodStart);
    if (counts.size >= PRUNE_AT) {
      for (const [id, count] of counts) if (now - count.readAt >= FRESH_MS) counts.delete(id);
    }
    counts.set(domain.id, { periodStart, events, readAt: now });
    return events;
  }

  return {
    /**
     * Answers 403 when `domain` has used its plan's `events_per_month` in this period (a domain without
     * a plan, or a plan without the limit, has none). A batch that starts below the limit is taken
     * whole, even if it ends above it.
     */
    async refuseUsedUp(domain: LimitedDomain, now = Date.now()) {
      if (domain.eventsPerMonth === null) return;
      if ((await used(domain, now)) >= domain.eventsPerMonth) throw new HttpError(403, limitReached);
    },

    /** Adds events this process just stored (test events left out) to the domain's known count. */
    counted(domainId: string, events: number) {
      const known = counts.get(domainId);
      if (known) known.events += events;
    },
  };
}

export type MonthlyLimit = ReturnType<typeof monthlyLimit>;
