import * as accounts from './schema/accounts.ts';
import * as content from './schema/content.ts';

/** Every table, for Drizzle's relational queries and for the type of the database handle. */
export const schema = { ...accounts, ...content };
