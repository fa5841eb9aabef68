import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../../db/database.ts';
import { planNameIn } from '../../../db/plan-texts.ts';
import { users } from '../../../db/schema/accounts.ts';
import { domains, plans, trackingDomains } from '../../../db/schema/business.ts';
import { domainMonthTotals } from '../../../db/schema/events.ts';
import { escapeLike } from '../../auth/list-query.ts';

export type DomainStatus = (typeof domains.$inferSelect)['status'];
/** A tracking subdomain's status, or `none` for a domain without one. */
export type TrackingState = 'none' | (typeof trackingDomains.$inferSelect)['status'];
export type AdminDomainSort =
  'created_at' | 'name' | 'status' | 'owner' | 'events_this_month' | 'subscription_ends_at';

/** Which domains of every owner the staff's list (or a bulk update) selects. */
export interface AdminDomainFilter {
  /** Lower-case text in the domain's name, or in its owner's name or email. */
  search?: string;
  statuses?: DomainStatus[];
  planSlugs?: string[];
  withoutPlan?: boolean;
  userId?: string;
  /** The tracking subdomain was added more than this many hours ago and is not live yet. */
  stuckHours?: number;
  tracking?: TrackingState[];
  ingestionBlocked?: boolean;
  /** Calendar days `YYYY-MM-DD` in UTC, both ends included. */
  createdFrom?: string;
  createdTo?: string;
}

export interface AdminDomainOrder {
  sort: AdminDomainSort;
  order: 'asc' | 'desc';
}

/** The first day of `now`'s month in UTC, as the month totals key it. */
export function monthOf(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

const HOUR_MS = 3_600_000;

/** The newest domain first, in the order of `domains_created_idx` and `domains_status_created_idx`. */
const NEWEST_FIRST = sql`${domains.createdAt} desc nulls last`;

/** Domains whose tracking subdomain matches `condition`. */
const withTracking = (condition: SQL) =>
  inArray(domains.id, sql`(select ${trackingDomains.domainId} from ${trackingDomains} where ${condition})`);

function conditionsFor(filter: AdminDomainFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // Names are stored in lower case; owners are found through the users' trigram indexes.
    conditions.push(
      or(
        like(domains.name, pattern),
        inArray(
          domains.userId,
          sql`(select ${users.id} from ${users} where ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`,
        ),
      ),
    );
  }
  if (filter.statuses?.length) conditions.push(inArray(domains.status, filter.statuses));
  if (filter.planSlugs?.length || filter.withoutPlan) {
    conditions.push(
      or(
        filter.planSlugs?.length
          ? inArray(
              domains.planId,
              sql`(select ${plans.id} from ${plans} where ${inArray(plans.slug, filter.planSlugs)})`,
            )
          : undefined,
        filter.withoutPlan ? isNull(domains.planId) : undefined,
      ),
    );
  }
  if (filter.userId) conditions.push(eq(domains.userId, filter.userId));
  if (filter.stuckHours !== undefined) {
    const since = new Date(now.getTime() - filter.stuckHours * HOUR_MS);
    conditions.push(
      withTracking(
        sql`${trackingDomains.status} <> 'active' and ${trackingDomains.createdAt} <= ${since.toISOString()}`,
      ),
    );
  }
  if (filter.tracking?.length) {
    const statuses = filter.tracking.filter((state) => state !== 'none');
    conditions.push(
      or(
        statuses.length ? withTracking(inArray(trackingDomains.status, statuses)) : undefined,
        filter.tracking.includes('none')
          ? sql`not exists (select 1 from ${trackingDomains} where ${trackingDomains.domainId} = ${domains.id})`
          : undefined,
      ),
    );
  }
  if (filter.ingestionBlocked !== undefined) {
    conditions.push(
      filter.ingestionBlocked ? isNotNull(domains.ingestionBlockedAt) : isNull(domains.ingestionBlockedAt),
    );
  }
  const midnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'UTC')`;
  if (filter.createdFrom) conditions.push(sql`${domains.createdAt} >= ${midnight(filter.createdFrom)}`);
  if (filter.createdTo)
    conditions.push(sql`${domains.createdAt} < ${midnight(filter.createdTo)} + interval '1 day'`);
  return and(...conditions);
}

/** How many domains `filter` selects. */
export async function countAdminDomains(db: Database, filter: AdminDomainFilter, now: Date) {
  const [row] = await db.select({ value: count() }).from(domains).where(conditionsFor(filter, now));
  return row?.value ?? 0;
}

/**
 * One page of the domains `filter` selects, as ids in order: the page is chosen on the narrow columns
 * the order needs (the month's totals only when sorting by them, the owner only by owner), then read.
 */
async function pageIds(
  db: Database,
  filter: AdminDomainFilter,
  { sort, order }: AdminDomainOrder,
  window: { limit: number; offset: number; now: Date },
) {
  const direction = order === 'asc' ? asc : desc;
  const query = db.select({ id: domains.id }).from(domains).$dynamic();
  let column: SQL;
  if (sort === 'events_this_month') {
    query.leftJoin(
      domainMonthTotals,
      and(eq(domainMonthTotals.domainId, domains.id), eq(domainMonthTotals.month, monthOf(window.now))),
    );
    column = sql`coalesce(${domainMonthTotals.events}, 0)`;
  } else if (sort === 'owner') {
    query.innerJoin(users, eq(users.id, domains.userId));
    column = sql`${users.email}`;
  } else {
    column = sql`${
      {
        created_at: domains.createdAt,
        name: domains.name,
        status: domains.status,
        subscription_ends_at: domains.subscriptionEndsAt,
      }[sort]
    }`;
  }
  // Ties (same status, same count) fall back to the newest, then the id, so pages never repeat a domain.
  // The newest first is spelt as the list's indexes store it (DESC NULLS LAST; `created_at` is never
  // null): a plain DESC means NULLS FIRST, which no index holds, and sorted all 10,000 domains per page.
  const rows = await query
    .where(conditionsFor(filter, window.now))
    .orderBy(
      sort === 'created_at' && order === 'desc' ? NEWEST_FIRST : direction(column),
      NEWEST_FIRST,
      asc(domains.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => row.id);
}

/** The domains `ids` as staff see them: with plan (named in `locale`), owner and this month's totals. */
export async function adminDomainRows(
  db: Database,
  ids: string[],
  { now, locale }: { now: Date; locale: Locale },
) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      domain: domains,
      plan: {
        id: plans.id,
        slug: plans.slug,
        name: planNameIn(locale),
        eventsPerMonth: plans.eventsPerMonth,
        services: plans.services,
      },
      owner: { id: users.id, name: users.name, email: users.email, language: users.language },
      month: {
        events: domainMonthTotals.events,
        processed: domainMonthTotals.processed,
        failed: domainMonthTotals.failed,
      },
    })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.userId))
    .leftJoin(plans, eq(plans.id, domains.planId))
    .leftJoin(
      domainMonthTotals,
      and(eq(domainMonthTotals.domainId, domains.id), eq(domainMonthTotals.month, monthOf(now))),
    )
    .where(inArray(domains.id, ids));
  return rows.sort((a, b) => ids.indexOf(a.domain.id) - ids.indexOf(b.domain.id));
}

export type AdminDomainRow = Awaited<ReturnType<typeof adminDomainRows>>[number];

/** One page of the staff's domains list and how many domains `filter` selects in all. */
export async function listAdminDomains(
  db: Database,
  filter: AdminDomainFilter,
  order: AdminDomainOrder,
  window: { limit: number; offset: number; now: Date; locale: Locale },
) {
  const [ids, total] = await Promise.all([
    pageIds(db, filter, order, window),
    countAdminDomains(db, filter, window.now),
  ]);
  return { rows: await adminDomainRows(db, ids, window), total };
}

/** The ids and states of the domains `filter` selects, at most `cap` + 1 (to tell "too many"). */
export async function matchingDomains(db: Database, filter: AdminDomainFilter, now: Date, cap: number) {
  return db
    .select({ id: domains.id })
    .from(domains)
    .where(conditionsFor(filter, now))
    .orderBy(asc(domains.id))
    .limit(cap + 1);
}
