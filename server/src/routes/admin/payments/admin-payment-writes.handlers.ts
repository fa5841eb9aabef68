import { msg } from '@lingui/core/runtime-macro';
import { eq } from 'drizzle-orm';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { payments } from '../../../db/schema/billing.ts';
import { recordAdminChange } from '../../../lib/admin-audit.ts';
import { fieldMessages } from '../../../lib/common-messages.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { paymentPage } from './admin-payment-reads.handlers.ts';
import type { PaymentStatus } from './admin-payments.repo.ts';
import { paymentNotFound, refundPayment } from './payment-refund.ts';

/** The status changes staff may make by hand (a refund goes through the provider instead). */
const MARKABLE: Readonly<Partial<Record<PaymentStatus, readonly PaymentStatus[]>>> = {
  pending: ['succeeded', 'failed'],
};

/** Staff changing a payment: its status or notes, and refunds. */
export function adminPaymentWriteHandlers(context: AppContext): Handlers {
  const { db } = context;

  const adminRefundPayment: Handler<'adminRefundPayment'> = async (request, reply) => {
    await refundPayment(context, request, {
      paymentId: request.params.id,
      amount: request.body.amount,
      reason: request.body.reason.trim(),
    });
    reply.code(201);
    return ok(
      await paymentPage(context, request, request.params.id),
      request.t(msg`The payment has been refunded`),
    );
  };

  const adminUpdatePayment: Handler<'adminUpdatePayment'> = async (request) => {
    const { status, notes } = request.body;
    const reason = request.body.reason?.trim();
    const [payment] = await db.select().from(payments).where(eq(payments.id, request.params.id));
    if (!payment) throw notFound(paymentNotFound);
    const changesStatus = status !== undefined && status !== payment.status;
    if (changesStatus && status === 'refunded') {
      if (!reason) throw invalidField('reason', fieldMessages.required);
      await refundPayment(context, request, { paymentId: payment.id, reason });
    } else if (changesStatus && !MARKABLE[payment.status]?.includes(status)) {
      throw invalidField(
        'status',
        msg`Only a pending payment can be marked succeeded or failed, and only a succeeded one refunded`,
      );
    }
    const marks = changesStatus && status !== 'refunded';
    const notesChange = notes !== undefined && notes !== payment.notes;
    if (marks || notesChange) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({
            ...(marks && { status, ...(status === 'succeeded' && { paidAt: payment.paidAt ?? new Date() }) }),
            ...(notesChange && { notes }),
            updatedAt: new Date(),
          })
          .where(eq(payments.id, payment.id));
        await recordAdminChange(tx, request, {
          action: 'admin.payment.updated',
          subject: { type: 'payment', id: payment.id, label: payment.description },
          reason,
          before: { ...(marks && { status: payment.status }), ...(notesChange && { notes: payment.notes }) },
          after: { ...(marks && { status }), ...(notesChange && { notes }) },
        });
      });
    }
    return ok(await paymentPage(context, request, payment.id), request.t(msg`The payment has been changed`));
  };

  return { adminRefundPayment, adminUpdatePayment };
}
