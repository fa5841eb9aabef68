import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingWebhookEvents, invoices, payments, subscriptions } from '../../db/schema/billing.ts';
import { domains, plans } from '../../db/schema/business.ts';
import type {
  PaymentProviderName,
  ProviderEvent,
  SubscriptionEndedEvent,
  SubscriptionRenewedEvent,
  SubscriptionUpdatedEvent,
} from '../../services/payments/payment-provider.ts';
import { completeCheckout, failCheckout } from './checkout-completion.repo.ts';
import { issueInvoice } from './invoice-issue.ts';
import { endSubscriptionNow } from './subscription-end.ts';
import { linkWebhookEvent } from './webhook-event-links.repo.ts';

/**
 * What became of an event: `applied`; `replayed` (its id was seen before); `stale` (older news than what
 * is recorded, or nothing left to do); `unknown` (about nothing we know); `ignored` (a type we do not use).
 */
export type EventOutcome = 'applied' | 'replayed' | 'stale' | 'unknown' | 'ignored';

/**
 * Applies one verified provider event, once: its id is recorded in the same transaction, so a replay
 * (or a second delivery racing the first, which waits on the id's key) changes nothing.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: PaymentProviderName,
  event: ProviderEvent,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingWebhookEvents)
      .values({ provider, eventId: event.id, type: event.type, providerCreatedAt: event.createdAt })
      .onConflictDoNothing()
      .returning({ eventId: billingWebhookEvents.eventId });
    if (!fresh) return 'replayed';
    switch (event.type) {
      case 'checkout.completed':
        return completeCheckout(tx, provider, event);
      case 'checkout.failed':
        return failCheckout(tx, provider, event);
      case 'subscription.updated':
        return updateSubscription(tx, provider, event);
      case 'subscription.ended':
        return endSubscription(tx, provider, event);
      case 'subscription.renewed':
        return renewSubscription(tx, provider, event);
      case 'ignored':
        return 'ignored';
    }
  });
}

/** The subscription a provider's id names, locked, and whether it is its domain's current one. */
async function lockedSubscription(
  tx: Database,
  provider: PaymentProviderName,
  providerSubscriptionId: string,
) {
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .for('update');
  if (!subscription) return undefined;
  const [newest] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.domainId, subscription.domainId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return { subscription, current: newest?.id === subscription.id };
}

/** Whether an event created at `createdAt` is older than what the subscription already reflects. */
const olderThan = (createdAt: Date, applied: Date | null) => applied !== null && createdAt < applied;

/** The provider's view of a subscription, unless newer news was applied already. */
async function updateSubscription(
  tx: Database,
  provider: PaymentProviderName,
  event: SubscriptionUpdatedEvent,
): Promise<EventOutcome> {
  const found = await lockedSubscription(tx, provider, event.providerSubscriptionId);
  if (!found) return 'unknown';
  const { subscription, current } = found;
  await linkWebhookEvent(tx, provider, event.id, { subscriptionId: subscription.id });
  if (olderThan(event.createdAt, subscription.providerUpdatedAt)) return 'stale';
  if (event.status === 'canceled') {
    const at = event.canceledAt ?? event.createdAt;
    if (current) {
      await endSubscriptionNow(tx, {
        subscriptionId: subscription.id,
        domainId: subscription.domainId,
        at,
        observedAt: event.createdAt,
      });
    } else {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: at, providerUpdatedAt: event.createdAt })
        .where(eq(subscriptions.id, subscription.id));
    }
    return 'applied';
  }
  const periodEnd = event.currentPeriodEnd ?? subscription.currentPeriodEnd;
  await tx
    .update(subscriptions)
    .set({
      status: event.status,
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      currentPeriodStart: event.currentPeriodStart ?? subscription.currentPeriodStart,
      currentPeriodEnd: periodEnd,
      canceledAt: event.cancelAtPeriodEnd ? (event.canceledAt ?? subscription.canceledAt) : event.canceledAt,
      trialEnd: event.trialEnd,
      providerUpdatedAt: event.createdAt,
    })
    .where(eq(subscriptions.id, subscription.id));
  if (current) {
    await tx
      .update(domains)
      .set({ subscriptionEndsAt: periodEnd })
      .where(eq(domains.id, subscription.domainId));
  }
  return 'applied';
}

/** The subscription ended at the provider (its period ran out after a cancellation, or unpaid). */
async function endSubscription(
  tx: Database,
  provider: PaymentProviderName,
  event: SubscriptionEndedEvent,
): Promise<EventOutcome> {
  const found = await lockedSubscription(tx, provider, event.providerSubscriptionId);
  if (!found) return 'unknown';
  const { subscription, current } = found;
  await linkWebhookEvent(tx, provider, event.id, { subscriptionId: subscription.id });
  if (olderThan(event.createdAt, subscription.providerUpdatedAt)) return 'stale';
  if (!current) {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', providerUpdatedAt: event.createdAt })
      .where(eq(subscriptions.id, subscription.id));
    return 'applied';
  }
  await endSubscriptionNow(tx, {
    subscriptionId: subscription.id,
    domainId: subscription.domainId,
    at: event.endedAt,
    observedAt: event.createdAt,
  });
  return 'applied';
}

/**
 * A renewal was paid: its invoice and payment are recorded once (by the provider's invoice id), and the
 * period moves forward, never back.
 */
async function renewSubscription(
  tx: Database,
  provider: PaymentProviderName,
  event: SubscriptionRenewedEvent,
): Promise<EventOutcome> {
  const found = await lockedSubscription(tx, provider, event.providerSubscriptionId);
  if (!found) return 'unknown';
  const { subscription, current } = found;
  const [invoiced] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.providerInvoiceId, event.providerInvoiceId));
  if (invoiced) return 'stale';
  const [names] = await tx
    .select({ domain: domains.name, plan: plans.name })
    .from(subscriptions)
    .innerJoin(domains, eq(domains.id, subscriptions.domainId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscription.id));
  if (!names) return 'unknown';
  const domainName = names.domain;
  const invoice = await issueInvoice(tx, {
    userId: subscription.userId,
    domainId: subscription.domainId,
    domainName,
    subscriptionId: subscription.id,
    totalAmount: event.amountPaid.amount,
    currency: event.amountPaid.currency,
    status: 'paid',
    periodStart: event.period.start,
    periodEnd: event.period.end,
    issuedAt: new Date(),
    paidAt: event.createdAt,
    provider,
    providerInvoiceId: event.providerInvoiceId,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: subscription.userId,
      domainId: subscription.domainId,
      invoiceId: invoice.id,
      planId: subscription.planId,
      kind: 'renewal',
      amount: event.amountPaid.amount,
      currency: event.amountPaid.currency,
      status: 'succeeded',
      provider,
      providerReference: event.paymentReference,
      description: `${names.plan} – ${domainName}`,
      paidAt: event.createdAt,
    })
    .returning({ id: payments.id });
  await linkWebhookEvent(tx, provider, event.id, { paymentId: payment?.id, subscriptionId: subscription.id });
  if (!subscription.currentPeriodEnd || event.period.end > subscription.currentPeriodEnd) {
    await tx
      .update(subscriptions)
      .set({ currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end })
      .where(eq(subscriptions.id, subscription.id));
    if (current) {
      await tx
        .update(domains)
        .set({ subscriptionEndsAt: event.period.end })
        .where(eq(domains.id, subscription.domainId));
    }
  }
  return 'applied';
}
