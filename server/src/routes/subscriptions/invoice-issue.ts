import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';

/** What a confirmed (or awaited) payment leaves on record; amounts in the currency's minor unit. */
export interface InvoiceInput {
  userId: string;
  domainId: string;
  /** Copied in: the invoice outlives the domain. */
  domainName: string;
  subscriptionId: string | null;
  totalAmount: number;
  currency: string;
  status: 'paid' | 'open';
  periodStart: Date | null;
  periodEnd: Date | null;
  issuedAt: Date;
  paidAt: Date | null;
  /** Not stored on the invoice (no column): the payment row records it. */
  provider: 'sandbox' | 'stripe';
  providerInvoiceId: string | null;
}

export interface IssuedInvoice {
  id: string;
  number: string;
}

const PREFIX = 'TL';
const SEQUENCE_DIGITS = 6;
/**
 * The first key of the two-key advisory lock; the second is the year, so issuing in one year never
 * waits for another. Any constant serves as long as no other lock in the app uses it.
 */
const INVOICE_NUMBER_LOCK = 0x7e_1a_0001;

/**
 * The invoice number for the `sequence`-th invoice of `year`: `TL-2026-000001`. The year is the UTC year
 * of issue, and numbers restart at 1 each year; zero-padded so they sort as text (a seventh digit, past
 * 999 999 invoices a year, still parses because the sequence is read as a number, not compared as text).
 */
function invoiceNumber(year: number, sequence: number): string {
  return `${PREFIX}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * Records an invoice with the next number of its year, inside the caller's transaction. Numbers are
 * gapless: the lock is held until that transaction ends, so a second payment confirmed at the same
 * time waits and then sees this invoice, and a rollback takes the number back with the row. The unique
 * index on `invoices.number` refuses a duplicate should anything bypass this function.
 */
export async function issueInvoice(tx: Database, input: InvoiceInput): Promise<IssuedInvoice> {
  // A savepoint inside the caller's transaction, or a transaction of its own when given the database:
  // a transaction-scoped lock taken outside any transaction would be released at once.
  return tx.transaction(async (inner) => {
    const year = input.issuedAt.getUTCFullYear();
    await inner.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK}::int, ${year}::int)`);
    const yearPrefix = `${PREFIX}-${year}-`;
    // Only numbers of this exact shape count, so a record numbered otherwise (imported, demo) never
    // breaks the cast or the sequence. The position is cast: as text, `substring … from` is a regex.
    const [last] = await rowsOf<{ sequence: number | null }>(
      inner,
      sql`select max(substring(${invoices.number} from ${yearPrefix.length + 1}::int)::int) as sequence
          from ${invoices}
          where ${invoices.number} ~ ${`^${yearPrefix}[0-9]+$`}`,
    );
    const number = invoiceNumber(year, (last?.sequence ?? 0) + 1);
    const [row] = await inner
      .insert(invoices)
      .values({
        number,
        userId: input.userId,
        domainId: input.domainId,
        domainName: input.domainName,
        subscriptionId: input.subscriptionId,
        totalAmount: input.totalAmount,
        currency: input.currency,
        status: input.status,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        issuedAt: input.issuedAt,
        paidAt: input.paidAt,
        providerInvoiceId: input.providerInvoiceId,
      })
      .returning({ id: invoices.id, number: invoices.number });
    if (!row) throw new Error('the invoice insert returned no row');
    return row;
  });
}
