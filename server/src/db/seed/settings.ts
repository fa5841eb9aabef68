import type { Database } from '../database.ts';

/** Site settings (filled by the settings work of the accounts issue). */
export async function seedSettings(_db: Database) {}
