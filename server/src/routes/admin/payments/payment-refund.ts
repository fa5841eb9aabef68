import { randomUUID } from 'node:crypto';
import { msg } from '@lingui/core/runtime-macro';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { invoices, paymentRefunds, payments } from '../../../db/schema/billing.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { RefundRefusedError, type PaymentProvider } from '../../../services/payments/payment-provider.ts';
import { sandboxKey } from '../../../services/payments/payment-providers.ts';
import { currentPaymentProvider } from '../../../services/payments/settings-payment-provider.ts';
import { createSandboxProvider } from '../../../services/payments/sandbox/sandbox-provider.ts';
import { formatMoney } from '../../../services/payments/sandbox/sandbox-html.ts';
import type { PaymentRow } from './admin-payments.repo.ts';
import { REFUND_MAIL } from './payment-refund-mail.ts';

export const paymentNotFound = msg`This payment does not exist`;

/** The provider that took `payment`: the one in force (settings, else configuration), or the sandbox for its payments. */
async function providerOf(context: AppContext, payment: PaymentRow): Promise<PaymentProvider> {
  const { config } = context;
  const configured = await currentPaymentProvider(context);
  if (configured.name === payment.provider) return configured;
  if (payment.provider === 'sandbox') return createSandboxProvider({ secret: sandboxKey(config) });
  throw invalidField(
    'amount',
    msg`Stripe is not configured on this server, so it cannot refund this payment`,
  );
}

/** An amount in the currency's minor unit in words every language reads (`12.50 USD`), for the log. */
function plainMoney(amount: number, currency: string) {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

/**
 * Refunds `amount` of a payment (what is left of it when omitted) through the provider that took it,
 * then records it in one transaction: the refund, the payment's and its invoice's refunded amounts
 * (the payment `refunded` once nothing is left), the audit entry, and the payer's mail as a job. A
 * payment that is not `succeeded` (or nothing left of it) is refused on `status`, more than is left on
 * `amount`, as is a refusal of the provider. The record is written only if nothing else was refunded
 * meanwhile beyond what is paid (the update's condition), so two refunds at once cannot give back more.
 */
export async function refundPayment(
  context: AppContext,
  request: FastifyRequest,
  { paymentId, amount, reason }: { paymentId: string; amount?: number; reason: string },
) {
  const { db } = context;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound(paymentNotFound);
  if (payment.status === 'refunded') {
    throw invalidField('status', msg`This payment has been refunded in full already`);
  }
  if (payment.status !== 'succeeded') {
    throw invalidField('status', msg`Only a succeeded payment can be refunded`);
  }
  const left = payment.amount - payment.refundedAmount;
  const refund = amount ?? left;
  if (refund > left) {
    throw invalidField(
      'amount',
      msg`At most ${{ left: formatMoney(left, payment.currency, request.locale) }} can be refunded`,
    );
  }
  const refundId = randomUUID();
  let providerRefundId: string;
  try {
    ({ providerRefundId } = await (
      await providerOf(context, payment)
    ).refund({
      paymentReference: payment.providerReference,
      amount: { amount: refund, currency: payment.currency },
      reason,
      idempotencyKey: refundId,
    }));
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
    throw invalidField('amount', msg`The payment provider refused the refund: ${{ reason: error.message }}`);
  }

  const start = await db.transaction(async (tx) => {
    const refunded = payment.refundedAmount + refund;
    const status = refunded >= payment.amount ? ('refunded' as const) : payment.status;
    const [changed] = await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${refund}`, status, updatedAt: new Date() })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.status, 'succeeded'),
          sql`${payments.refundedAmount} + ${refund} <= ${payments.amount}`,
        ),
      )
      .returning({ refundedAmount: payments.refundedAmount, status: payments.status });
    if (!changed) {
      throw invalidField(
        'amount',
        msg`Another refund of this payment was made meanwhile: reload and try again`,
      );
    }
    if (payment.invoiceId) {
      await tx
        .update(invoices)
        .set({ refundedAmount: sql`${invoices.refundedAmount} + ${refund}` })
        .where(eq(invoices.id, payment.invoiceId));
    }
    await tx.insert(paymentRefunds).values({
      id: refundId,
      paymentId: payment.id,
      amount: refund,
      currency: payment.currency,
      reason,
      actorId: request.caller?.user.id ?? null,
      providerReference: providerRefundId,
    });
    await recordAdminChange(tx, request, {
      action: 'admin.payment.refunded',
      subject: { type: 'payment', id: payment.id, label: payment.description },
      reason,
      details: { amount: plainMoney(refund, payment.currency) },
      before: { status: payment.status, refunded_amount: payment.refundedAmount },
      after: { status: changed.status, refunded_amount: changed.refundedAmount },
    });
    return request.server.jobs.sendInTransaction(tx, REFUND_MAIL, [{ refundId }]);
  });
  start();
}
