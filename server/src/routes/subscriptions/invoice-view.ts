import type { components } from '#contract';
import type { invoices } from '../../db/schema/billing.ts';

type InvoiceView = components['schemas']['Invoice'];
type InvoiceRow = typeof invoices.$inferSelect;

/** The contract's Invoice of a row, for its owner and for staff alike. */
export function invoiceView(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    domain_id: row.domainId,
    domain_name: row.domainName,
    total: { amount: row.totalAmount, currency: row.currency },
    status: row.status,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    issued_at: row.issuedAt,
    paid_at: row.paidAt,
    // Relative to the API's base URL, as the contract says; a draft is not a document yet.
    pdf_url: row.status === 'draft' ? null : `/subscriptions/invoices/${encodeURIComponent(row.id)}/pdf`,
    refunded: row.refundedAmount > 0 ? { amount: row.refundedAmount, currency: row.currency } : null,
  };
}
