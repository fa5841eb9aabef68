import type { components } from '#contract';
import { avatarUrl } from '../../user/user-view.ts';
import { invoiceView } from '../../subscriptions/invoice-view.ts';
import type { ListedPayment, paymentDetails } from './admin-payments.repo.ts';

export type PaymentView = components['schemas']['Payment'];
type UserSummary = components['schemas']['UserSummary'];
type Person = {
  id: string | null;
  name: string | null;
  email: string | null;
  avatarPath: string | null;
} | null;

/** The id a payer whose account was deleted goes by: the payment is kept, the person is not. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

function summary(appUrl: string, person: Person): UserSummary | null {
  if (!person?.id || person.name === null || person.email === null) return null;
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    avatar: person.avatarPath ? avatarUrl(appUrl, person.avatarPath) : null,
  };
}

/**
 * A payment as the staff's list shows it. A payer whose account is gone reads `deletedName` (in the
 * reader's language) with no address to write to.
 */
export function paymentView(appUrl: string, row: ListedPayment, deletedName: string): PaymentView {
  const { payment, payer, plan } = row;
  return {
    id: payment.id,
    user: summary(appUrl, payer) ?? {
      id: NOBODY,
      name: deletedName,
      email: 'deleted-account@example.invalid',
      avatar: null,
    },
    domain_id: payment.domainId,
    domain_name: row.domainName,
    amount: { amount: payment.amount, currency: payment.currency },
    refunded_amount: payment.refundedAmount,
    status: payment.status,
    provider: payment.provider,
    provider_reference: payment.providerReference,
    description: payment.description,
    notes: payment.notes,
    plan: plan?.id ? { id: plan.id, slug: plan.slug, name: plan.name } : null,
    kind: payment.kind,
    invoice_id: payment.invoiceId,
    paid_at: payment.paidAt,
    created_at: payment.createdAt,
    updated_at: payment.updatedAt,
  };
}

/** A payment as its page shows it: the list's fields, and its invoice, domain, refunds and events. */
export function paymentDetailView(
  appUrl: string,
  row: ListedPayment,
  details: Awaited<ReturnType<typeof paymentDetails>>,
  deletedName: string,
): PaymentView {
  return {
    ...paymentView(appUrl, row, deletedName),
    invoice: details.invoice ? invoiceView(details.invoice) : null,
    domain: details.domain ?? null,
    refunds: details.refunds.map(({ refund, actor }) => ({
      id: refund.id,
      amount: { amount: refund.amount, currency: refund.currency },
      reason: refund.reason,
      actor: summary(appUrl, actor),
      provider_reference: refund.providerReference,
      created_at: refund.createdAt,
    })),
    webhook_events: details.events.map((event) => ({
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      provider_created_at: event.providerCreatedAt,
      received_at: event.receivedAt,
    })),
  };
}
