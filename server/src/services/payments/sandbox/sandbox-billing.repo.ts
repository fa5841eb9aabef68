import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { subscriptions } from '../../../db/schema/billing.ts';
import { plans } from '../../../db/schema/business.ts';

/**
 * The sandbox subscriptions whose paid period is over by `now` and which are still their domain's
 * current one: each is renewed (or ended, when set to end) by the sandbox's billing cycle.
 */
export async function dueSandboxSubscriptions(db: Database, now: Date) {
  const newest = db
    .selectDistinctOn([subscriptions.domainId], { id: subscriptions.id })
    .from(subscriptions)
    .orderBy(subscriptions.domainId, desc(subscriptions.createdAt));
  return db
    .select({
      providerSubscriptionId: sql<string>`${subscriptions.providerSubscriptionId}`,
      interval: subscriptions.interval,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      periodEnd: sql<Date>`${subscriptions.currentPeriodEnd}`.mapWith(subscriptions.currentPeriodEnd),
      amount: plans.priceAmount,
      currency: plans.currency,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        isNotNull(subscriptions.providerSubscriptionId),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
        inArray(subscriptions.id, newest),
      ),
    );
}
