import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../../db/database.ts';
import { planNameIn } from '../../../db/plan-texts.ts';
import { users } from '../../../db/schema/accounts.ts';
import { billingCustomers, checkoutSessions, subscriptions } from '../../../db/schema/billing.ts';
import { domains, plans } from '../../../db/schema/business.ts';

/** A sandbox checkout session with what its hosted page shows and its payment needs. */
export async function findSandboxCheckout(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      id: checkoutSessions.id,
      userId: checkoutSessions.userId,
      status: checkoutSessions.status,
      amount: checkoutSessions.amount,
      currency: checkoutSessions.currency,
      interval: checkoutSessions.interval,
      locale: checkoutSessions.locale,
      successUrl: checkoutSessions.successUrl,
      cancelUrl: checkoutSessions.cancelUrl,
      expiresAt: checkoutSessions.expiresAt,
      domainId: domains.id,
      domainName: domains.name,
      // The hosted page speaks the checkout's language.
      planName: planNameIn(checkoutSessions.locale),
      planPrice: plans.priceAmount,
      customerId: billingCustomers.providerCustomerId,
    })
    .from(checkoutSessions)
    .innerJoin(domains, eq(domains.id, checkoutSessions.domainId))
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .leftJoin(
      billingCustomers,
      and(eq(billingCustomers.userId, checkoutSessions.userId), eq(billingCustomers.provider, 'sandbox')),
    )
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, 'sandbox')));
  if (!row) return undefined;
  const [current] = await db
    .select({
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.domainId, row.domainId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  // A plan change keeps the sandbox subscription the domain already has.
  const subscriptionId = current?.provider === 'sandbox' ? current.providerSubscriptionId : null;
  return { ...row, locale: row.locale as Locale, subscriptionId };
}

export type SandboxCheckout = NonNullable<Awaited<ReturnType<typeof findSandboxCheckout>>>;

/** The sandbox customer's card on file and language, for the billing portal. */
export async function findSandboxCustomer(db: Database, providerCustomerId: string) {
  const [row] = await db
    .select({
      cardBrand: billingCustomers.cardBrand,
      cardLast4: billingCustomers.cardLast4,
      language: users.language,
    })
    .from(billingCustomers)
    .innerJoin(users, eq(users.id, billingCustomers.userId))
    .where(
      and(
        eq(billingCustomers.provider, 'sandbox'),
        eq(billingCustomers.providerCustomerId, providerCustomerId),
      ),
    );
  return row;
}
