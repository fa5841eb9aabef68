import type { Database } from '../database.ts';

/** Plans, features, the owner's domains and 90 days of events. */
export async function seedDemoBusiness(_db: Database) {}
