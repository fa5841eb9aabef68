import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../db/database.ts';
import { planColumnsIn } from '../../db/plan-texts.ts';
import { billingCustomers, subscriptions } from '../../db/schema/billing.ts';
import { domains, plans } from '../../db/schema/business.ts';
import type { PaymentProviderName } from '../../services/payments/payment-provider.ts';

type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'domainId' | 'userId'>>;

/** The caller's domain `domainId` (id, name, status, plan in force), or undefined for another user's. */
export async function findOwnDomain(db: Database, userId: string, domainId: string) {
  const [domain] = await db
    .select({ id: domains.id, name: domains.name, status: domains.status, planSource: domains.planSource })
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.userId, userId)));
  return domain;
}

/**
 * The domain's current subscription, the latest one, with its plan named in `locale`; undefined when it
 * never had one.
 */
export async function latestSubscription(db: Database, domainId: string, locale: Locale) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      plan: planColumnsIn(locale),
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.domainId, domainId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

export type CurrentSubscription = NonNullable<Awaited<ReturnType<typeof latestSubscription>>>;

export async function updateSubscription(db: Database, id: string, changes: SubscriptionChanges) {
  await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}

/** The payer's customer at `provider`, once they have paid there. */
export async function findBillingCustomer(db: Database, userId: string, provider: PaymentProviderName) {
  const [row] = await db
    .select({ providerCustomerId: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.providerCustomerId;
}
