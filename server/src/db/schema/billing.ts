import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { domains, plans } from './business.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';

const PROVIDERS = ['sandbox', 'stripe'] as const;
const INTERVALS = ['month', 'year'] as const;

/** A domain's paid (or trial) plan; the latest row of a domain is its current subscription. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    domainId: text('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** Who pays. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] }).notNull(),
    interval: text('interval', { enum: INTERVALS }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The billing period; event limits count from its start. */
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    trialEnd: at('trial_end'),
    canceledAt: at('canceled_at'),
    cancelReason: text('cancel_reason'),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * The provider's time of the last webhook event (or of our own change through its API) applied to
     * this row: an event created before it is older news and changes nothing.
     */
    providerUpdatedAt: at('provider_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_provider_idx').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_domain_idx').on(table.domainId, table.createdAt),
    index('subscriptions_plan_status_idx').on(table.planId, table.status),
  ],
);

/** The payer as the payment provider knows them; the billing portal needs one. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The card of the last payment, as the provider reported it, for the billing portal. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** A hosted checkout between its creation and the provider's confirmation. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainId: text('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    interval: text('interval', { enum: INTERVALS }).notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: ['open', 'completed', 'failed', 'expired'] })
      .notNull()
      .default('open'),
    /** Why the payment was refused, once `failed` (the contract's CheckoutFailure codes). */
    failureCode: text('failure_code', { enum: ['card_declined', 'authentication_failed', 'payment_failed'] }),
    /** What the checkout charges, in the currency's minor unit: the plan's price, or a plan change's proration. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The payer's language, for the provider's hosted pages. */
    locale: text('locale').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('checkout_sessions_provider_unique').on(table.provider, table.providerSessionId),
    index('checkout_sessions_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Every webhook event applied, by the provider's event id: a provider sends an event again until it is
 * acknowledged (and anyone holding a signed copy can replay it), and a second delivery must change nothing.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    /** The normalised type (`checkout.completed`, …, `ignored`), for whoever reads the table. */
    type: text('type').notNull(),
    /** The provider's creation time of the event. */
    providerCreatedAt: at('provider_created_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** The payment the event recorded or refunded, for the staff's payment page. */
    paymentId: text('payment_id'),
    /** Our subscription the event was about, for the same page (its renewals, cancellation). */
    subscriptionId: text('subscription_id'),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('billing_webhook_events_payment_idx').on(table.paymentId),
    index('billing_webhook_events_subscription_idx').on(table.subscriptionId),
  ],
);

/**
 * An invoice is an accounting record that outlives its domain: `domain_id` has no foreign key and the
 * domain's name is copied in.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text('number').notNull(),
    /** Null once the account is deleted: the invoice stays for the records. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    domainId: text('domain_id').notNull(),
    domainName: text('domain_name').notNull(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** In the currency's minor unit. */
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] }).notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    issuedAt: at('issued_at').notNull(),
    paidAt: at('paid_at'),
    pdfUrl: text('pdf_url'),
    providerInvoiceId: text('provider_invoice_id'),
    /** What was refunded of the invoice's payment so far, in the same currency (0 when nothing). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_user_issued_idx').on(table.userId, table.issuedAt),
    // A subscription's invoices: the payments analytics' churn reads them (migration 0019).
    index('invoices_subscription_idx').on(table.subscriptionId),
  ],
);

/** Money received (or tried); like invoices, kept when the domain goes. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** Null once the account is deleted: the payment stays for the records. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    domainId: text('domain_id'),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The plan paid for, kept as it was when paid (the subscription may change plan later). */
    planId: text('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** A subscription's first payment (`new`), a renewal, or a plan change; null when staff entered it. */
    kind: text('kind', { enum: ['new', 'renewal', 'change'] }),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
    /** What has been refunded of `amount` so far; equal to it once the payment is `refunded`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerReference: text('provider_reference'),
    description: text('description').notNull(),
    /** Staff notes, never shown to the payer. */
    notes: text('notes'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_status_created_idx').on(table.status, table.createdAt),
    // The staff's list: newest first unfiltered, or within a domain or a plan (migration 0017).
    index('payments_created_idx').on(table.createdAt),
    index('payments_domain_created_idx').on(table.domainId, table.createdAt),
    index('payments_plan_created_idx').on(table.planId, table.createdAt),
    // By the time paid, covering the figures once read from it: the list's paid_at range and order use it
    // (migration 0019); the analytics add up payment_daily_totals since migration 0020.
    index('payments_paid_figures_idx').on(
      table.paidAt,
      table.status,
      table.currency,
      table.amount,
      table.kind,
    ),
    index('payments_amount_idx').on(table.amount, table.createdAt, table.id),
    index('payments_invoice_idx').on(table.invoiceId),
    index('payments_reference_idx').on(table.providerReference),
    index('payments_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
  ],
);

/** Money given back of a payment, whole or part, with why and by whom; a payment may have several. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** In the payment's currency's minor unit. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The staff member who refunded; null once their account is deleted. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's id of the refund (Stripe's `re_…`); the sandbox makes one up. */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId, table.createdAt),
    index('payment_refunds_created_idx').on(table.createdAt),
  ],
);
