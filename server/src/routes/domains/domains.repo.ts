import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  like,
  or,
  sql,
  TransactionRollbackError,
  type SQL,
} from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../db/database.ts';
import { planNameIn } from '../../db/plan-texts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domainApiKeys, domains, domainServices, plans, trackingDomains } from '../../db/schema/business.ts';
import { escapeLike } from '../auth/list-query.ts';
import type { StoredService } from './domain-services.ts';
import { periodEvents, type DomainScope } from './period-events.repo.ts';
import { lockAccountForTrial, recordTrial } from './trials.repo.ts';

export type DomainStatus = (typeof domains.$inferSelect)['status'];
export type DomainSort = 'name' | 'status' | 'events_count' | 'subscription_ends_at' | 'created_at';

/** Which of a user's domains a list shows. */
export interface DomainFilter {
  userId: string;
  search?: string;
  statuses?: DomainStatus[];
  /** Plan slugs; `withoutPlan` adds the domains that have none. */
  planSlugs?: string[];
  withoutPlan?: boolean;
}

/** How the reader sees the domains: their clock and time zone, and the language plans are named in. */
type View = { now: Date; timeZone: string; locale: Locale };

/** Domains with their plan and their events this period, counting the events of `scope`'s domains. */
function domainRows(db: Database, view: View, scope: DomainScope) {
  const events = periodEvents(db, view, scope);
  return db
    .select({
      domain: domains,
      plan: {
        id: plans.id,
        slug: plans.slug,
        name: planNameIn(view.locale),
        eventsPerMonth: plans.eventsPerMonth,
        services: plans.services,
      },
      eventsCount: sql<number>`coalesce(${events.events}, 0)`.mapWith(Number),
    })
    .from(domains)
    .leftJoin(plans, eq(plans.id, domains.planId))
    .leftJoin(events, eq(events.domainId, domains.id));
}

function conditionsFor({ userId, search, statuses, planSlugs, withoutPlan }: DomainFilter) {
  const conditions: (SQL | undefined)[] = [eq(domains.userId, userId)];
  // Names are stored in lower case, so lower-casing the pattern once matches as ILIKE would, without
  // folding every name of the user (which made a searched list of 10,000 domains twice as slow).
  if (search) conditions.push(like(domains.name, sql`lower(${`%${escapeLike(search)}%`})`));
  if (statuses?.length) conditions.push(inArray(domains.status, statuses));
  if (planSlugs?.length || withoutPlan) {
    conditions.push(
      or(
        planSlugs?.length ? inArray(plans.slug, planSlugs) : undefined,
        withoutPlan ? isNull(domains.planId) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of the user's domains that `filter` selects, with plan and events this period, and the total.
 * The page is chosen on ids alone, then its rows are read: sorting carries no wide rows, and events are
 * counted for every domain only when they are the sort.
 */
export async function listDomains(
  db: Database,
  filter: DomainFilter,
  view: View,
  { sort, order, limit, offset }: { sort: DomainSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = conditionsFor(filter);
  const direction = order === 'asc' ? asc : desc;
  const ownDomainIds = db.select({ id: domains.id }).from(domains).where(eq(domains.userId, filter.userId));
  const events = periodEvents(db, view, (domainId) => inArray(domainId, ownDomainIds));
  const sortColumn = {
    name: domains.name,
    status: domains.status,
    events_count: sql`coalesce(${events.events}, 0)`,
    subscription_ends_at: domains.subscriptionEndsAt,
    created_at: domains.createdAt,
  }[sort];
  const pageQuery = db
    .select({ id: domains.id })
    .from(domains)
    .leftJoin(plans, eq(plans.id, domains.planId))
    .$dynamic();
  if (sort === 'events_count') pageQuery.leftJoin(events, eq(events.domainId, domains.id));
  const [pageIds, [total]] = await Promise.all([
    pageQuery
      .where(where)
      // Ties (same status, same day) fall back to the id, so pages never repeat or skip a domain.
      .orderBy(direction(sortColumn), direction(domains.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(domains).leftJoin(plans, eq(plans.id, domains.planId)).where(where),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows = ids.length
    ? await domainRows(db, view, (domainId) => inArray(domainId, ids)).where(inArray(domains.id, ids))
    : [];
  rows.sort((a, b) => ids.indexOf(a.domain.id) - ids.indexOf(b.domain.id));
  return { rows, total: total?.value ?? 0 };
}

/** One of the user's domains with its plan; undefined for another user's domain or none. */
export async function findOwnDomain(db: Database, userId: string, domainId: string, view: View) {
  const [row] = await domainRows(db, view, (id) => eq(id, domainId)).where(
    and(eq(domains.id, domainId), eq(domains.userId, userId)),
  );
  return row;
}

export type DomainRow = NonNullable<Awaited<ReturnType<typeof findOwnDomain>>>;

/** What a Domain answer shows besides its row: services, tracking domains and the working API key. */
export async function domainDetails(db: Database, domainIds: string[]) {
  if (!domainIds.length) return { services: [], tracking: [], keys: [] };
  const [services, tracking, keys] = await Promise.all([
    db
      .select()
      .from(domainServices)
      .where(inArray(domainServices.domainId, domainIds))
      .orderBy(domainServices.createdAt, domainServices.key),
    db
      .select()
      .from(trackingDomains)
      .where(inArray(trackingDomains.domainId, domainIds))
      .orderBy(trackingDomains.createdAt),
    db
      .select({
        id: domainApiKeys.id,
        domainId: domainApiKeys.domainId,
        prefix: domainApiKeys.prefix,
        lastUsedAt: domainApiKeys.lastUsedAt,
        createdAt: domainApiKeys.createdAt,
      })
      .from(domainApiKeys)
      .where(and(inArray(domainApiKeys.domainId, domainIds), isNull(domainApiKeys.revokedAt)))
      .orderBy(desc(domainApiKeys.createdAt)),
  ]);
  return { services, tracking, keys };
}

export type DomainDetails = Awaited<ReturnType<typeof domainDetails>>;

/** Whether any user registered `name` already. */
export async function domainNameTaken(db: Database, name: string) {
  const [row] = await db.select({ value: count() }).from(domains).where(eq(domains.name, name));
  return (row?.value ?? 0) > 0;
}

/** An active plan a domain can start on, by slug. */
export async function activePlan(db: Database, slug: string) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.slug, slug), eq(plans.isActive, true)));
  return plan;
}

export type PlanRow = NonNullable<Awaited<ReturnType<typeof activePlan>>>;

export interface NewDomain {
  userId: string;
  name: string;
  apiKey: { prefix: string; keyHash: string };
  services: StoredService[];
  /** The plan whose trial starts now, with the trial's end and how many trials one account may start. */
  trial?: { plan: PlanRow; endsAt: Date; perAccount: number };
}

/** Why a domain was not added: its name was taken meanwhile, or its trial may not start after all. */
export type DomainRefusal = 'name_taken' | 'trial_refused';

/**
 * Adds the domain, its API key and services and, for a trial, its subscription and the trial's record,
 * all or nothing. Answers the new domain's id, or why it was not added: the unique index on the name
 * decides between two requests, and the trial's record between two trials of one account.
 */
export async function insertDomain(
  db: Database,
  input: NewDomain,
  now: Date,
): Promise<{ id: string } | { refused: DomainRefusal }> {
  try {
    return await insertDomainOnce(db, input, now);
  } catch (error) {
    if (error instanceof TransactionRollbackError) return { refused: 'trial_refused' };
    throw error;
  }
}

function insertDomainOnce(db: Database, input: NewDomain, now: Date) {
  return db.transaction(async (tx) => {
    if (input.trial) await lockAccountForTrial(tx, input.userId);
    const [domain] = await tx
      .insert(domains)
      .values({
        userId: input.userId,
        name: input.name,
        status: input.trial ? 'active' : 'pending',
        planId: input.trial?.plan.id ?? null,
        planSource: input.trial ? 'subscription' : null,
        subscriptionEndsAt: input.trial?.endsAt ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: domains.name })
      .returning({ id: domains.id });
    if (!domain) return { refused: 'name_taken' as const };
    await tx.insert(domainApiKeys).values({ domainId: domain.id, ...input.apiKey, createdAt: now });
    if (input.services.length) {
      await tx
        .insert(domainServices)
        .values(input.services.map((service) => ({ domainId: domain.id, ...service })));
    }
    if (input.trial) {
      const { plan, endsAt, perAccount } = input.trial;
      const trial = { domainName: input.name, userId: input.userId, planId: plan.id, startedAt: now, endsAt };
      if (!(await recordTrial(tx, trial, perAccount))) tx.rollback();
      await tx.insert(subscriptions).values({
        domainId: domain.id,
        userId: input.userId,
        planId: plan.id,
        status: 'trialing',
        interval: plan.interval,
        currentPeriodStart: now,
        currentPeriodEnd: endsAt,
        trialEnd: endsAt,
        provider: 'sandbox',
        createdAt: now,
      });
    }
    return { id: domain.id };
  });
}
