import type { Database } from '../db/database.ts';
import { onRowChange } from '../db/row-changes.ts';
import { loadAccess, type Access } from './access.repo.ts';

/** Accounts kept at most; the oldest go first. */
const MAX_ACCOUNTS = 10_000;

interface AccessCache {
  enabled: boolean;
  byUser: Map<string, Access>;
  /** Counts changes: a read that raced one may hold what the change replaced, so it is not kept. */
  changes: number;
}

const caches = new WeakMap<Database, AccessCache>();

/**
 * Where the database announces its changes (the embedded one, see db/row-changes.ts), the access of
 * each account read recently: a role, permission or grant written forgets them all, a change to the
 * user's row (`is_admin`) forgets the user's, so a change applies at the next request. On a PostgreSQL
 * server, which other processes write unannounced, every call reads the database.
 */
function cacheOf(db: Database): AccessCache {
  const known = caches.get(db);
  if (known) return known;
  const cache: AccessCache = { enabled: false, byUser: new Map(), changes: 0 };
  cache.enabled = onRowChange(db, (table, id) => {
    if (table === 'sessions' || table === 'activity_logs' || table === 'connected_accounts') return;
    cache.changes++;
    if (table === 'users') cache.byUser.delete(id);
    else cache.byUser.clear();
  });
  caches.set(db, cache);
  return cache;
}

/** The user's roles and permissions, as `loadAccess` reads them, from memory where that is safe. */
export async function accessOf(db: Database, user: { id: string; isAdmin: boolean }): Promise<Access> {
  const cache = cacheOf(db);
  const kept = cache.byUser.get(user.id);
  if (kept) return kept;
  const before = cache.changes;
  const access = await loadAccess(db, user);
  if (cache.enabled && before === cache.changes) {
    if (cache.byUser.size >= MAX_ACCOUNTS) cache.byUser.delete(cache.byUser.keys().next().value ?? '');
    cache.byUser.set(user.id, access);
  }
  return access;
}
