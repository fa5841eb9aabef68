import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { plans } from './business.ts';
import { at, id } from './columns.ts';

/**
 * Every free trial ever started, kept when its domain is deleted: a domain name gets one trial, whoever
 * adds it, and an account a bounded number (`billing.trials_per_account`).
 */
export const trials = pgTable(
  'trials',
  {
    id: id(),
    /** The domain's name as it was registered (lower case, punycode). */
    domainName: text('domain_name').notNull(),
    /** Null once the account is deleted; the name's trial stays used. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (table) => [
    uniqueIndex('trials_domain_name_unique').on(table.domainName),
    index('trials_user_idx').on(table.userId),
  ],
);
