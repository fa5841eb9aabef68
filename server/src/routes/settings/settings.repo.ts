import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { settings } from '../../db/schema/content.ts';
import { SEED_SETTINGS } from '../../db/seed/settings.ts';

// GET /settings is answered from memory (lib/public-reads.ts): a function here that writes settings
// calls invalidatePublicReads(db) once it has written.

const DEFAULTS = new Map(SEED_SETTINGS.map((setting) => [setting.key, setting.value]));

/**
 * The values of `keys`, each falling back to its default when the row is missing or null, so a
 * half-seeded or hand-edited table still gives every caller a value.
 */
export async function readSettings(db: Database, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return new Map(keys.map((key) => [key, stored.get(key) ?? DEFAULTS.get(key) ?? null]));
}
