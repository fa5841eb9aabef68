import * as accounts from './schema/accounts.ts';
import * as billing from './schema/billing.ts';
import * as business from './schema/business.ts';
import * as content from './schema/content.ts';
import * as events from './schema/events.ts';
import * as paymentTotals from './schema/payment-totals.ts';
import * as planTexts from './schema/plan-texts.ts';
import * as support from './schema/support.ts';
import * as trials from './schema/trials.ts';

/** Every table, for Drizzle's relational queries and for the type of the database handle. */
export const schema = {
  ...accounts,
  ...content,
  ...business,
  ...planTexts,
  ...billing,
  ...paymentTotals,
  ...trials,
  ...events,
  ...support,
};
