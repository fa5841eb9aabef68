import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingCustomers, checkoutSessions, payments, subscriptions } from '../../db/schema/billing.ts';
import { domains, plans } from '../../db/schema/business.ts';
import { periodEnd } from '../../services/payments/billing-period.ts';
import type {
  CheckoutCompletedEvent,
  CheckoutFailedEvent,
  PaymentProviderName,
} from '../../services/payments/payment-provider.ts';
import { issueInvoice } from './invoice-issue.ts';
import type { EventOutcome } from './payment-events.repo.ts';
import { linkWebhookEvent } from './webhook-event-links.repo.ts';

/** The later of two provider times, the first of which may be unknown. */
const latest = (a: Date | null, b: Date) => (a && a > b ? a : b);

/** Subscriptions whose paid period a plan change keeps. */
const PAID = new Set(['active', 'past_due']);

/** The session named by a checkout event, locked, with its plan and domain. */
async function lockedSession(tx: Database, provider: PaymentProviderName, sessionId: string) {
  const [row] = await tx
    .select({ session: checkoutSessions, plan: plans, domain: domains })
    .from(checkoutSessions)
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .innerJoin(domains, eq(domains.id, checkoutSessions.domainId))
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, provider)))
    .for('update', { of: [checkoutSessions, domains] });
  return row;
}

/**
 * A paid checkout: the domain's subscription starts (or, for a domain already paying, moves to the new
 * plan, keeping its period when the interval stays), the domain's plan follows, and the payment and its
 * invoice are recorded. A session paid already changes nothing; one marked failed or expired that the
 * provider reports paid after all is honoured, since the money was taken.
 */
export async function completeCheckout(
  tx: Database,
  provider: PaymentProviderName,
  event: CheckoutCompletedEvent,
): Promise<EventOutcome> {
  const found = await lockedSession(tx, provider, event.sessionId);
  if (!found) return 'unknown';
  const { session, plan, domain } = found;
  if (session.status === 'completed') return 'stale';

  await tx
    .insert(billingCustomers)
    .values({
      userId: session.userId,
      provider,
      providerCustomerId: event.providerCustomerId,
      cardBrand: event.card?.brand,
      cardLast4: event.card?.last4,
    })
    .onConflictDoUpdate({
      target: [billingCustomers.userId, billingCustomers.provider],
      set: {
        providerCustomerId: event.providerCustomerId,
        ...(event.card && { cardBrand: event.card.brand, cardLast4: event.card.last4 }),
      },
    });

  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.domainId, domain.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .for('update');
  const paidChange =
    current && PAID.has(current.status) && current.provider === provider ? current : undefined;
  const keepsPeriod =
    paidChange?.interval === session.interval &&
    paidChange.currentPeriodStart &&
    paidChange.currentPeriodEnd &&
    paidChange.currentPeriodEnd > event.createdAt;
  const period =
    event.period ??
    (keepsPeriod && paidChange.currentPeriodStart && paidChange.currentPeriodEnd
      ? { start: paidChange.currentPeriodStart, end: paidChange.currentPeriodEnd }
      : { start: event.createdAt, end: periodEnd(event.createdAt, session.interval) });
  const terms = {
    planId: plan.id,
    interval: session.interval,
    status: 'active' as const,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    cancelReason: null,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    trialEnd: null,
  };

  let subscriptionId: string;
  if (paidChange) {
    subscriptionId = paidChange.id;
    await tx
      .update(subscriptions)
      .set({
        ...terms,
        providerSubscriptionId: event.providerSubscriptionId ?? paidChange.providerSubscriptionId,
        providerUpdatedAt: latest(paidChange.providerUpdatedAt, event.createdAt),
      })
      .where(eq(subscriptions.id, paidChange.id));
  } else {
    // A trial (or anything still running elsewhere) gives way to the paid subscription.
    if (current && current.status !== 'canceled') {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: event.createdAt, cancelAtPeriodEnd: false })
        .where(eq(subscriptions.id, current.id));
    }
    const [inserted] = await tx
      .insert(subscriptions)
      .values({
        ...terms,
        domainId: domain.id,
        userId: session.userId,
        provider,
        providerSubscriptionId: event.providerSubscriptionId,
        providerUpdatedAt: event.createdAt,
        createdAt: event.createdAt,
      })
      .returning({ id: subscriptions.id });
    if (!inserted) throw new Error('the subscription insert returned no row');
    subscriptionId = inserted.id;
  }

  await tx
    .update(domains)
    .set({
      planId: plan.id,
      planSource: 'subscription',
      subscriptionEndsAt: period.end,
      ...(domain.status === 'expired' && { status: 'active' as const }),
    })
    .where(eq(domains.id, domain.id));

  const paidAt = event.createdAt;
  // A change within the period pays for what is left of it: its invoice covers that, from the change on.
  const billed =
    paidChange && period.start < paidAt && paidAt < period.end ? { start: paidAt, end: period.end } : period;
  const invoice = await issueInvoice(tx, {
    userId: session.userId,
    domainId: domain.id,
    domainName: domain.name,
    subscriptionId,
    totalAmount: event.amountPaid.amount,
    currency: event.amountPaid.currency,
    status: 'paid',
    periodStart: billed.start,
    periodEnd: billed.end,
    issuedAt: new Date(),
    paidAt,
    provider,
    providerInvoiceId: event.providerInvoiceId,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: session.userId,
      domainId: domain.id,
      invoiceId: invoice.id,
      planId: plan.id,
      kind: paidChange ? 'change' : 'new',
      amount: event.amountPaid.amount,
      currency: event.amountPaid.currency,
      status: 'succeeded',
      provider,
      providerReference: event.paymentReference,
      description: `${plan.name} – ${domain.name}`,
      paidAt,
    })
    .returning({ id: payments.id });
  await linkWebhookEvent(tx, provider, event.id, { paymentId: payment?.id, subscriptionId });
  await tx
    .update(checkoutSessions)
    .set({ status: 'completed', completedAt: paidAt, failureCode: null })
    .where(eq(checkoutSessions.id, session.id));
  return 'applied';
}

/** A refused payment: an open session fails with the reason, and the attempt is kept among payments. */
export async function failCheckout(
  tx: Database,
  provider: PaymentProviderName,
  event: CheckoutFailedEvent,
): Promise<EventOutcome> {
  const found = await lockedSession(tx, provider, event.sessionId);
  if (!found) return 'unknown';
  const { session, plan, domain } = found;
  if (session.status !== 'open') return 'stale';
  await tx
    .update(checkoutSessions)
    .set({ status: 'failed', failureCode: event.reason })
    .where(eq(checkoutSessions.id, session.id));
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: session.userId,
      domainId: domain.id,
      planId: plan.id,
      amount: session.amount,
      currency: session.currency,
      status: 'failed',
      provider,
      providerReference: event.paymentReference,
      description: `${plan.name} – ${domain.name}`,
    })
    .returning({ id: payments.id });
  await linkWebhookEvent(tx, provider, event.id, { paymentId: payment?.id });
  return 'applied';
}
