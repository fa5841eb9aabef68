import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../db/database.ts';
import { planColumnsIn } from '../../db/plan-texts.ts';
import { domains, domainServices, plans, trackingDomains } from '../../db/schema/business.ts';
import { eventsSince, periodStartOf } from '../events/period-usage.repo.ts';
import { latestSubscription } from '../subscriptions/subscriptions.repo.ts';
import type { DomainUsage } from './plan-change.ts';
import type { PlanRow } from './plans.repo.ts';

/** Subscriptions that were paid for, whose unused time a change credits. */
const PAID = ['active', 'past_due'];

/**
 * The caller's domain `domainId` as a plan change sees it: its status, its plan in force, the paid
 * period of its latest subscription (if it is paid), the plan of its trial (if it is in one) and what
 * it uses now, plans named in `locale`; undefined for another user's.
 */
export async function domainForChange(
  db: Database,
  { userId, timeZone, locale }: { userId: string; timeZone: string; locale: Locale },
  domainId: string,
  now: Date,
) {
  const [domain] = await db
    .select({
      id: domains.id,
      status: domains.status,
      planId: domains.planId,
      periodStart: periodStartOf(domains.id, now, timeZone),
    })
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.userId, userId)));
  if (!domain) return undefined;
  const [plan, latest, usage] = await Promise.all([
    domain.planId ? planById(db, domain.planId, locale) : undefined,
    latestSubscription(db, domain.id, locale),
    usageOf(db, domain.id, domain.periodStart),
  ]);
  const subscription = latest?.subscription;
  const paid =
    latest &&
    subscription &&
    PAID.includes(subscription.status) &&
    latest.plan.priceAmount > 0 &&
    subscription.currentPeriodStart &&
    subscription.currentPeriodEnd
      ? { plan: latest.plan, start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }
      : undefined;
  const trialPlanId = subscription?.status === 'trialing' ? latest?.plan.id : undefined;
  return { id: domain.id, status: domain.status, plan, paid, trialPlanId, usage };
}

async function planById(db: Database, planId: string, locale: Locale): Promise<PlanRow | undefined> {
  const [plan] = await db.select(planColumnsIn(locale)).from(plans).where(eq(plans.id, planId));
  return plan;
}

/** The domain's tracking domains and services, and its events this period as `POST /events` counts them. */
async function usageOf(db: Database, domainId: string, periodStart: Date): Promise<DomainUsage> {
  const [[tracking], [services], events] = await Promise.all([
    db.select({ value: count() }).from(trackingDomains).where(eq(trackingDomains.domainId, domainId)),
    db.select({ value: count() }).from(domainServices).where(eq(domainServices.domainId, domainId)),
    eventsSince(db, domainId, periodStart),
  ]);
  return { trackingDomains: tracking?.value ?? 0, services: services?.value ?? 0, events };
}
