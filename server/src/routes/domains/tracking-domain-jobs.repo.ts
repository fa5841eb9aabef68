import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { domains, trackingDomains } from '../../db/schema/business.ts';
import type { DueTrackingDomain } from './tracking-domains.repo.ts';

/**
 * Claims tracking domain `id` if its check is due at `now`, moving its `next_check_at` to `leaseUntil`
 * in the same statement: a second claim at once finds it no longer due, and a check that dies half-way
 * is simply due again once the lease ends. Undefined when it is not due (or gone).
 */
export async function claimDueTrackingDomain(
  db: Database,
  id: string,
  { now, leaseUntil }: { now: Date; leaseUntil: Date },
): Promise<DueTrackingDomain | undefined> {
  const [claimed] = await db
    .update(trackingDomains)
    .set({ nextCheckAt: leaseUntil })
    .where(and(eq(trackingDomains.id, id), lte(trackingDomains.nextCheckAt, now)))
    .returning();
  if (!claimed) return undefined;
  const [owner] = await db
    .select({ userId: domains.userId, domainName: domains.name })
    .from(domains)
    .where(eq(domains.id, claimed.domainId));
  return owner && { ...claimed, ...owner };
}

/** Up to `limit` tracking domains whose check is due by `until`, the longest due first. */
export async function dueTrackingDomains(db: Database, until: Date, limit: number) {
  return db
    .select({ id: trackingDomains.id, nextCheckAt: trackingDomains.nextCheckAt })
    .from(trackingDomains)
    .where(lte(trackingDomains.nextCheckAt, until))
    .orderBy(asc(trackingDomains.nextCheckAt))
    .limit(limit);
}

/** When tracking domain `id` is checked next: null when never again, undefined when it is gone. */
export async function nextCheckOf(db: Database, id: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ nextCheckAt: trackingDomains.nextCheckAt })
    .from(trackingDomains)
    .where(eq(trackingDomains.id, id));
  return row?.nextCheckAt;
}
