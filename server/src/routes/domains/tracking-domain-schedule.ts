import type { TrackingDomainRow } from './tracking-domains.repo.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The first re-check of a step that waits (a new record, a certificate being issued). */
export const FIRST_RECHECK_MS = MINUTE_MS;
/** Waiting steps are re-checked at most this far apart, however long they have waited. */
const LONGEST_RECHECK_MS = 6 * HOUR_MS;
/** A live tracking domain's CNAME is looked up this often, to notice a record removed or changed. */
export const LIVE_RECHECK_MS = HOUR_MS;
/** A CNAME never seen after this long is no longer looked for on its own; the owner can still verify. */
const GIVE_UP_AFTER_MS = 7 * 24 * HOUR_MS;
/**
 * How long a new subdomain's CNAME record is waited for before its absence counts as a failure: the hour
 * a new record may take to appear (the setup's instructions say so), which the first backoff window of
 * the checks spans (1, 2, 4… 32 minutes apart).
 */
export const DNS_WAIT_MS = HOUR_MS;

/** Whether a record not found at `now` is still waited for: within DNS_WAIT_MS of the subdomain's addition. */
export function waitsForDns(row: Pick<TrackingDomainRow, 'createdAt'>, now: Date): boolean {
  return now.getTime() - row.createdAt.getTime() < DNS_WAIT_MS;
}

/**
 * When a step that is still waiting is checked next: a minute after the first check, then each time
 * twice as long as the wait since the previous check (so 1, 2, 4… minutes, at most 6 hours); null once
 * a CNAME has been looked for in vain for a week. The backoff needs no counter: the gap since
 * `last_checked_at` is the previous interval.
 */
export function retryAt(row: TrackingDomainRow, now: Date): Date | null {
  if (row.cnameVerifiedAt === null && now.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) return null;
  const previous = row.lastCheckedAt ? now.getTime() - row.lastCheckedAt.getTime() : 0;
  const interval = Math.min(LONGEST_RECHECK_MS, Math.max(FIRST_RECHECK_MS, 2 * previous));
  return new Date(now.getTime() + interval);
}

/** `ms` after `now`. */
export function after(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}
