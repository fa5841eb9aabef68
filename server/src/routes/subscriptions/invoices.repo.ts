import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../db/database.ts';
import { planNameIn } from '../../db/plan-texts.ts';
import { plans } from '../../db/schema/business.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { escapeLike } from '../auth/list-query.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceStatus = InvoiceRow['status'];
export type InvoiceSort = 'issued_at' | 'paid_at' | 'total' | 'number';

/** Which of a user's invoices a page of the list shows. */
export interface InvoiceFilter {
  userId: string;
  domainId?: string;
  statuses?: InvoiceStatus[];
  /** Calendar days `YYYY-MM-DD` of issue in `timeZone`, both ends included. */
  from?: string;
  to?: string;
  timeZone: string;
  /** Text in the invoice number or the domain's name. */
  search?: string;
}

export interface InvoicePage {
  sort: InvoiceSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  issued_at: invoices.issuedAt,
  paid_at: invoices.paidAt,
  total: invoices.totalAmount,
  number: invoices.number,
} as const;

function conditionsFor({ userId, domainId, statuses, from, to, timeZone, search }: InvoiceFilter) {
  const conditions: (SQL | undefined)[] = [eq(invoices.userId, userId)];
  if (domainId) conditions.push(eq(invoices.domainId, domainId));
  if (statuses) conditions.push(inArray(invoices.status, statuses));
  const day = sql`(${invoices.issuedAt} at time zone ${timeZone})::date`;
  if (from) conditions.push(sql`${day} >= ${from}::date`);
  if (to) conditions.push(sql`${day} <= ${to}::date`);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(invoices.number, pattern), ilike(invoices.domainName, pattern)));
  }
  return and(...conditions);
}

/** The ORDER BY of a page: unpaid invoices (no `paid_at`) last either way, then newest, then by id. */
function orderFor({ sort, order }: InvoicePage): SQL[] {
  const column = SORT_COLUMNS[sort];
  const primary =
    sort === 'paid_at'
      ? sql`${column} ${order === 'asc' ? sql`asc` : sql`desc`} nulls last`
      : (order === 'asc' ? asc : desc)(column);
  return [primary, desc(invoices.issuedAt), desc(invoices.id)];
}

/** One page of the invoices that `filter` selects, and how many it selects in all. */
export async function listInvoices(db: Database, filter: InvoiceFilter, page: InvoicePage) {
  const where = conditionsFor(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...orderFor(page))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * One of the user's invoices with the name of the plan it was for in `locale` (null once the
 * subscription is gone, or for an invoice without one); undefined for an invoice of another user or none.
 */
export async function ownInvoice(db: Database, userId: string, invoiceId: string, locale: Locale) {
  const [row] = await db
    .select({ invoice: invoices, planName: sql<string | null>`${planNameIn(locale)}` })
    .from(invoices)
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

/** Whose invoice this is: its buyer's id, or undefined when there is no such invoice (or its buyer is gone). */
export async function invoiceOwnerId(db: Database, invoiceId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: invoices.userId }).from(invoices).where(eq(invoices.id, invoiceId));
  return row?.userId ?? undefined;
}
