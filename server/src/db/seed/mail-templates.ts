import type { Database } from '../database.ts';

/** The mail templates in every language. */
export async function seedMailTemplates(_db: Database) {}
