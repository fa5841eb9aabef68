import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domains } from '../../db/schema/business.ts';

/**
 * Ends a subscription at `at` (cancelled now, or ended by the provider) and with it the domain's paid
 * plan: the domain becomes `expired`, without plan, until a new checkout. A plan granted by staff is
 * theirs to remove, so such a domain keeps it and only learns when the subscription ended.
 */
export async function endSubscriptionNow(
  tx: Database,
  {
    subscriptionId,
    domainId,
    at,
    reason,
    observedAt = at,
  }: {
    subscriptionId: string;
    domainId: string;
    at: Date;
    reason?: string | null;
    /** The provider time of the news (a webhook's creation), when it is not `at`. */
    observedAt?: Date;
  },
) {
  await tx
    .update(subscriptions)
    .set({
      status: 'canceled',
      cancelAtPeriodEnd: false,
      canceledAt: at,
      currentPeriodEnd: at,
      providerUpdatedAt: observedAt,
      ...(reason !== undefined && { cancelReason: reason }),
    })
    .where(eq(subscriptions.id, subscriptionId));
  await tx
    .update(domains)
    .set({ status: 'expired', planId: null, planSource: null, subscriptionEndsAt: at })
    .where(and(eq(domains.id, domainId), or(isNull(domains.planSource), ne(domains.planSource, 'staff'))));
  await tx
    .update(domains)
    .set({ subscriptionEndsAt: at })
    .where(and(eq(domains.id, domainId), eq(domains.planSource, 'staff')));
}
