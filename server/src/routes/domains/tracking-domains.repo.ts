import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema/accounts.ts';
import { domains, plans, trackingDomains } from '../../db/schema/business.ts';
import { escapeLike } from '../auth/list-query.ts';

export type TrackingDomainRow = typeof trackingDomains.$inferSelect;
export type TrackingDomainStatus = TrackingDomainRow['status'];

/** What a step of the setup changes on a tracking domain. */
export type TrackingDomainChanges = Partial<
  Pick<
    TrackingDomainRow,
    | 'status'
    | 'lastError'
    | 'cloudflareHostnameId'
    | 'cnameVerifiedAt'
    | 'cloudflareCreatedAt'
    | 'certificateDeployedAt'
    | 'lastCheckedAt'
    | 'nextCheckAt'
  >
>;

/** A tracking domain due for a check, with what a drift notification needs about its domain. */
export type DueTrackingDomain = TrackingDomainRow & { userId: string; domainName: string };

/**
 * The caller's domain `domainId`, with its plan's tracking-domain limit (null without a plan), or
 * undefined when it does not exist or belongs to someone else.
 */
export async function findOwnedDomain(db: Database, userId: string, domainId: string) {
  const [domain] = await db
    .select({ id: domains.id, name: domains.name, trackingDomainLimit: plans.trackingDomains })
    .from(domains)
    .leftJoin(plans, eq(plans.id, domains.planId))
    .where(and(eq(domains.id, domainId), eq(domains.userId, userId)));
  return domain;
}

/** The tracking domain of the caller's domain `domainId`; undefined for another user's domain. */
export async function findTrackingDomain(db: Database, userId: string, domainId: string) {
  const [row] = await db
    .select(getTableColumns(trackingDomains))
    .from(trackingDomains)
    .innerJoin(domains, eq(domains.id, trackingDomains.domainId))
    .where(and(eq(trackingDomains.domainId, domainId), eq(domains.userId, userId)));
  return row;
}

export async function hostnameTaken(db: Database, hostname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trackingDomains.id })
    .from(trackingDomains)
    .where(eq(trackingDomains.hostname, hostname));
  return row !== undefined;
}

/** Adds a tracking domain; undefined when its hostname was taken meanwhile (the unique index decides). */
export async function insertTrackingDomain(
  db: Database,
  values: { domainId: string; hostname: string; cnameTarget: string; nextCheckAt: Date },
) {
  const [row] = await db
    .insert(trackingDomains)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: trackingDomains.hostname })
    .returning();
  return row;
}

export async function updateTrackingDomain(db: Database, id: string, changes: TrackingDomainChanges) {
  const [row] = await db.update(trackingDomains).set(changes).where(eq(trackingDomains.id, id)).returning();
  return row;
}

export async function deleteTrackingDomain(db: Database, id: string) {
  await db.delete(trackingDomains).where(eq(trackingDomains.id, id));
}

/** Which of a user's tracking domains a list shows, and in which order. */
export interface TrackingDomainFilter {
  userId: string;
  search?: string;
  statuses?: TrackingDomainStatus[];
  domainId?: string;
}

const SORT_COLUMNS = {
  hostname: trackingDomains.hostname,
  status: trackingDomains.status,
  last_checked_at: trackingDomains.lastCheckedAt,
  created_at: trackingDomains.createdAt,
};
export type TrackingDomainSort = keyof typeof SORT_COLUMNS;

/** One page of the user's tracking domains that `filter` selects, and how many it selects in all. */
export async function listTrackingDomains(
  db: Database,
  { userId, search, statuses, domainId }: TrackingDomainFilter,
  {
    sort,
    order,
    limit,
    offset,
  }: { sort: TrackingDomainSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(domains.userId, userId)];
  if (search) conditions.push(ilike(trackingDomains.hostname, `%${escapeLike(search)}%`));
  if (statuses?.length) conditions.push(inArray(trackingDomains.status, statuses));
  if (domainId) conditions.push(eq(trackingDomains.domainId, domainId));
  const where = and(...conditions);
  const direction = order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(getTableColumns(trackingDomains))
      .from(trackingDomains)
      .innerJoin(domains, eq(domains.id, trackingDomains.domainId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[sort]), direction(trackingDomains.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(trackingDomains)
      .innerJoin(domains, eq(domains.id, trackingDomains.domainId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Gives every live tracking domain without a scheduled check one at `at`: rows made before the checks
 * existed (or by a seed) would otherwise never be looked at again.
 */
export async function scheduleUncheckedLiveDomains(db: Database, at: Date) {
  await db
    .update(trackingDomains)
    .set({ nextCheckAt: at })
    .where(and(eq(trackingDomains.status, 'active'), isNull(trackingDomains.nextCheckAt)));
}

/** Tells a user something in the notification bell. */
export async function insertNotification(db: Database, values: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(values);
}
