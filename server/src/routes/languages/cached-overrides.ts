import type { Database } from '../../db/database.ts';
import { onPublicReadsInvalidated } from '../../lib/public-reads.ts';
import { readOverrides, type OverrideRow } from './translation-overrides.repo.ts';

const cachesByDatabase = new WeakMap<Database, Map<string, Promise<OverrideRow[]>>>();
const EVERY_LANGUAGE = '*';

/**
 * The override rows of language `code` (of every language when undefined), kept in memory until the
 * public reads are invalidated: by every save here, and by another process's notice. The editor and the
 * languages' completion read them on every request; a write reads its own through its transaction.
 */
export function cachedOverrides(db: Database, code?: string): Promise<OverrideRow[]> {
  const cache = cacheOf(db);
  const key = code ?? EVERY_LANGUAGE;
  let rows = cache.get(key);
  if (!rows) {
    rows = readOverrides(db, code);
    // A failed read is not kept: the next request asks again.
    rows.catch(() => cache.delete(key));
    cache.set(key, rows);
  }
  return rows;
}

function cacheOf(db: Database): Map<string, Promise<OverrideRow[]>> {
  const known = cachesByDatabase.get(db);
  if (known) return known;
  const cache = new Map<string, Promise<OverrideRow[]>>();
  onPublicReadsInvalidated(db, () => cache.clear());
  cachesByDatabase.set(db, cache);
  return cache;
}
