import { isLocale } from '#locales';
import { eq } from 'drizzle-orm';
import { invoices, paymentRefunds, payments } from '../../../db/schema/billing.ts';
import { MAIL_TEMPLATE_KEYS } from '../../../db/seed/mail-templates.ts';
import { defineJob } from '../../../services/jobs/job-queue.ts';
import { formatMoney } from '../../../services/payments/sandbox/sandbox-html.ts';
import { findUserById } from '../../auth/accounts.repo.ts';
import { appLink } from '../../auth/app-link.ts';
import { mailUser } from '../../auth/auth-mail.ts';

/**
 * Mails the payer that a refund was made, in their language, amounts written as their language writes
 * money. A job, so the refund's answer does not wait for SMTP. A payer whose account is gone (or who is
 * suspended) is not written to.
 */
export const REFUND_MAIL = defineJob<{ refundId: string }>(
  'billing.mail_refund',
  async (context, { refundId }) => {
    const [row] = await context.db
      .select({
        refund: paymentRefunds,
        payment: payments,
        invoiceNumber: invoices.number,
        domain: invoices.domainName,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(paymentRefunds.id, refundId));
    if (!row?.payment.userId) return;
    const payer = await findUserById(context.db, row.payment.userId);
    if (!payer || payer.status === 'suspended') return;
    const locale = isLocale(payer.language) ? payer.language : 'en';
    await mailUser(context, payer, MAIL_TEMPLATE_KEYS.paymentRefunded, {
      url: appLink(context.config, '/billing'),
      amount: formatMoney(row.refund.amount, row.refund.currency, locale),
      total: formatMoney(row.payment.amount, row.payment.currency, locale),
      domain: row.domain ?? row.payment.description,
      invoice_number: row.invoiceNumber ?? '—',
    });
  },
);
