import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../../db/schema/accounts.ts';
import {
  billingWebhookEvents,
  invoices,
  paymentRefunds,
  payments,
  subscriptions,
} from '../../../db/schema/billing.ts';
import { domains, plans } from '../../../db/schema/business.ts';
import { escapeLike } from '../../auth/list-query.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];
export type PaymentKind = NonNullable<PaymentRow['kind']>;
export type PaymentSort = 'created_at' | 'paid_at' | 'amount' | 'status';
type SubscriptionStatus = (typeof subscriptions.$inferSelect)['status'];

/** Which payments a page of the staff's list shows; days are `YYYY-MM-DD` in UTC, both ends included. */
export interface PaymentFilter {
  /** Text in the payer's name or email, the description or the provider's reference. */
  search?: string;
  statuses?: PaymentStatus[];
  providers?: ('sandbox' | 'stripe')[];
  kinds?: PaymentKind[];
  userId?: string;
  domainId?: string;
  planId?: string;
  currency?: string;
  /** Refunded in whole or part (true), or not at all (false). */
  refunded?: boolean;
  amountMin?: number;
  amountMax?: number;
  createdFrom?: string;
  createdTo?: string;
  paidFrom?: string;
  paidTo?: string;
  /** A refund made on these days. */
  refundedFrom?: string;
  refundedTo?: string;
  /** The payment's subscription was cancelled on these days. */
  churnedFrom?: string;
  churnedTo?: string;
  subscriptionStatuses?: SubscriptionStatus[];
}

export interface PaymentOrder {
  sort: PaymentSort;
  order: 'asc' | 'desc';
}

const midnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'UTC')`;

/** `column` within whole UTC days, as a range an index on it serves. */
function withinDays(column: SQL | typeof payments.createdAt, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${midnight(from)}`);
  if (to) conditions.push(sql`${column} < ${midnight(to)} + interval '1 day'`);
  return conditions;
}

/** The payment's subscription (through its invoice) meets `condition`. */
const subscriptionWhere = (condition: SQL) =>
  sql`exists (select 1 from ${invoices} join ${subscriptions} on ${subscriptions.id} = ${invoices.subscriptionId}
    where ${invoices.id} = ${payments.invoiceId} and ${condition})`;

/**
 * The ids of the payments `search` finds, each way by its own index: the description by its trigrams, a
 * provider's reference pasted whole (Stripe's `in_…`, `pi_…`) by equality, and the payments of the payers
 * whose name or email the users' trigram indexes find (migrations 0015, 0019). One OR across them would
 * read every payment, for the page and for its count.
 */
function searchMatches(search: string) {
  const pattern = `%${escapeLike(search)}%`;
  return sql`select id from payments where description ilike ${pattern}
    union all select id from payments where provider_reference = ${search}
    union all select id from payments
      where user_id in (select id from users where name ilike ${pattern} or email ilike ${pattern})`;
}

function conditionsFor(filter: PaymentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(sql`${payments.id} in (${searchMatches(filter.search)})`);
  if (filter.statuses) conditions.push(inArray(payments.status, filter.statuses));
  if (filter.providers) conditions.push(inArray(payments.provider, filter.providers));
  if (filter.kinds) conditions.push(inArray(payments.kind, filter.kinds));
  if (filter.userId) conditions.push(eq(payments.userId, filter.userId));
  if (filter.domainId) conditions.push(eq(payments.domainId, filter.domainId));
  if (filter.planId) conditions.push(eq(payments.planId, filter.planId));
  if (filter.currency) conditions.push(eq(payments.currency, filter.currency));
  if (filter.refunded !== undefined) {
    conditions.push(filter.refunded ? sql`${payments.refundedAmount} > 0` : eq(payments.refundedAmount, 0));
  }
  if (filter.amountMin !== undefined) conditions.push(gte(payments.amount, filter.amountMin));
  if (filter.amountMax !== undefined) conditions.push(lte(payments.amount, filter.amountMax));
  conditions.push(...withinDays(payments.createdAt, filter.createdFrom, filter.createdTo));
  conditions.push(...withinDays(sql`${payments.paidAt}`, filter.paidFrom, filter.paidTo));
  if (filter.refundedFrom || filter.refundedTo) {
    const refundedWithin = and(
      ...withinDays(sql`${paymentRefunds.createdAt}`, filter.refundedFrom, filter.refundedTo),
    );
    conditions.push(
      sql`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id} and ${refundedWithin})`,
    );
  }
  if (filter.churnedFrom || filter.churnedTo) {
    const churnedWithin = and(
      ...withinDays(sql`${subscriptions.canceledAt}`, filter.churnedFrom, filter.churnedTo),
    );
    conditions.push(subscriptionWhere(sql`${subscriptions.status} = 'canceled' and ${churnedWithin}`));
  }
  if (filter.subscriptionStatuses) {
    conditions.push(subscriptionWhere(inArray(subscriptions.status, filter.subscriptionStatuses)));
  }
  return and(...conditions);
}

/**
 * The order of the list: the chosen column (unpaid ones last by `paid_at`), then the time made and the
 * id the same way, so one index walks each order in either direction (migrations 0017, 0019).
 */
function orderOf({ sort, order }: PaymentOrder) {
  const direction = order === 'asc' ? asc : desc;
  const column = {
    created_at: direction(payments.createdAt),
    paid_at: sql`${payments.paidAt} ${sql.raw(order === 'asc' ? 'asc' : 'desc')} nulls last`,
    amount: direction(payments.amount),
    status: direction(payments.status),
  }[sort];
  return [column, direction(payments.createdAt), direction(payments.id)];
}

/** What a payment's row of the list (and its page) shows besides the payment: payer and plan. */
const listedColumns = {
  payment: payments,
  payer: { id: users.id, name: users.name, email: users.email, avatarPath: users.avatarPath },
  plan: { id: plans.id, slug: plans.slug, name: plans.name },
  domainName: sql<
    string | null
  >`(select ${invoices.domainName} from ${invoices} where ${invoices.id} = ${payments.invoiceId})`,
};

/** One page of the payments `filter` selects, and how many it selects in all. */
export async function listPayments(
  db: Database,
  filter: PaymentFilter,
  order: PaymentOrder,
  window: { limit: number; offset: number },
) {
  const where = conditionsFor(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listedColumns)
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(plans, eq(plans.id, payments.planId))
      .where(where)
      .orderBy(...orderOf(order))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type ListedPayment = Awaited<ReturnType<typeof listPayments>>['rows'][number];

/** One payment with its payer and plan, or undefined. */
export async function findPayment(db: Database, id: string): Promise<ListedPayment | undefined> {
  const [row] = await db
    .select(listedColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.id, id));
  return row;
}

/** What a payment's page joins: its invoice, its domain now, its refunds and the provider's events. */
export async function paymentDetails(db: Database, payment: PaymentRow) {
  const [invoiceRows, domainRows, refundRows] = await Promise.all([
    payment.invoiceId ? db.select().from(invoices).where(eq(invoices.id, payment.invoiceId)) : [],
    payment.domainId
      ? db
          .select({ id: domains.id, name: domains.name, status: domains.status })
          .from(domains)
          .where(eq(domains.id, payment.domainId))
      : [],
    db
      .select({
        refund: paymentRefunds,
        actor: { id: users.id, name: users.name, email: users.email, avatarPath: users.avatarPath },
      })
      .from(paymentRefunds)
      .leftJoin(users, eq(users.id, paymentRefunds.actorId))
      .where(eq(paymentRefunds.paymentId, payment.id))
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
  ]);
  const invoice = invoiceRows[0];
  const about = invoice?.subscriptionId
    ? or(
        eq(billingWebhookEvents.paymentId, payment.id),
        eq(billingWebhookEvents.subscriptionId, invoice.subscriptionId),
      )
    : eq(billingWebhookEvents.paymentId, payment.id);
  const events = await db
    .select()
    .from(billingWebhookEvents)
    .where(about)
    .orderBy(desc(billingWebhookEvents.providerCreatedAt))
    .limit(50);
  return { invoice, domain: domainRows[0], refunds: refundRows, events };
}
