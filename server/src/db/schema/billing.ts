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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
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
    status: text('status', { enum: ['open', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('checkout_sessions_provider_unique').on(table.provider, table.providerSessionId)],
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_user_issued_idx').on(table.userId, table.issuedAt),
  ],
);

/** Money received (or tried); like invoices, kept when the domain goes. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainId: text('domain_id'),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
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
  ],
);
