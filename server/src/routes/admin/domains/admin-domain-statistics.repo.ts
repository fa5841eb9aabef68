import { and, count, desc, eq, gte, isNotNull, lte, gt, sql } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../../db/database.ts';
import { planNameIn } from '../../../db/plan-texts.ts';
import { users } from '../../../db/schema/accounts.ts';
import { domains, plans, trackingDomains } from '../../../db/schema/business.ts';
import { domainMonthTotals } from '../../../db/schema/events.ts';
import { monthOf } from './admin-domains.repo.ts';

const WEEK_MS = 7 * 86_400_000;

/** The figures of `GET /admin/domains/statistics` at `now`, plans named in `locale`. */
export async function domainStatistics(db: Database, { now, locale }: { now: Date; locale: Locale }) {
  const monthStart = new Date(`${monthOf(now)}T00:00:00Z`);
  const [byStatus, byPlan, [added], [tracked], [expiring], top] = await Promise.all([
    db.select({ status: domains.status, value: count() }).from(domains).groupBy(domains.status),
    db
      .select({ id: plans.id, slug: plans.slug, name: planNameIn(locale), value: count() })
      .from(domains)
      .leftJoin(plans, eq(plans.id, domains.planId))
      .groupBy(plans.id, plans.slug)
      .orderBy(desc(count())),
    db.select({ value: count() }).from(domains).where(gte(domains.createdAt, monthStart)),
    db
      .select({ value: sql<number>`count(distinct ${trackingDomains.domainId})`.mapWith(Number) })
      .from(trackingDomains)
      .where(eq(trackingDomains.status, 'active')),
    db
      .select({ value: count() })
      .from(domains)
      .where(
        and(
          isNotNull(domains.subscriptionEndsAt),
          gt(domains.subscriptionEndsAt, now),
          lte(domains.subscriptionEndsAt, new Date(now.getTime() + WEEK_MS)),
        ),
      ),
    db
      .select({
        id: domains.id,
        name: domains.name,
        user: { id: users.id, name: users.name, email: users.email },
        events: domainMonthTotals.events,
      })
      .from(domainMonthTotals)
      .innerJoin(domains, eq(domains.id, domainMonthTotals.domainId))
      .innerJoin(users, eq(users.id, domains.userId))
      .where(and(eq(domainMonthTotals.month, monthOf(now)), gt(domainMonthTotals.events, 0)))
      .orderBy(desc(domainMonthTotals.events), domains.id)
      .limit(10),
  ]);
  const statusCount = (status: string) => byStatus.find((row) => row.status === status)?.value ?? 0;
  return {
    by_status: {
      total: byStatus.reduce((sum, row) => sum + row.value, 0),
      pending: statusCount('pending'),
      active: statusCount('active'),
      suspended: statusCount('suspended'),
      expired: statusCount('expired'),
    },
    by_plan: byPlan.map((row) => ({
      plan: row.id && row.slug ? { id: row.id, slug: row.slug, name: row.name } : null,
      count: row.value,
    })),
    new_this_month: added?.value ?? 0,
    with_active_tracking_domain: tracked?.value ?? 0,
    expiring_soon: expiring?.value ?? 0,
    top_domains: top.map((row) => ({ id: row.id, name: row.name, user: row.user, events_count: row.events })),
  };
}
