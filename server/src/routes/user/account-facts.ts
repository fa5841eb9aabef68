import type { Database } from '../../db/database.ts';
import { onRowChange } from '../../db/row-changes.ts';
import { loadAccess, type Access } from '../../lib/access.repo.ts';
import { failedSignInsSince, firstConnection } from './user.repo.ts';

/** The span over which the profile counts failed sign-ins. */
const FAILED_SIGN_INS_SPAN_MS = 24 * 3600_000;
/** Accounts kept at most; the oldest go first. */
const MAX_ACCOUNTS = 10_000;

/** What the User entity tells beyond the user's row. */
export interface AccountFacts {
  access: Access;
  /** The first account connected for social sign-in, if any. */
  social: Awaited<ReturnType<typeof firstConnection>>;
  failedSignInsLastDay: number;
}

interface Kept {
  facts: AccountFacts;
  /** When the count of failed sign-ins drops: the oldest one counted leaves the last day. */
  validUntil: number;
}

interface FactsCache {
  enabled: boolean;
  byUser: Map<string, Kept>;
  /** Counts changes: a read that raced one may hold what the change replaced, so it is not kept. */
  changes: number;
}

const caches = new WeakMap<Database, FactsCache>();

/**
 * The facts of each account read recently, where the database announces its changes (the embedded
 * one, see db/row-changes.ts): a role, permission, grant or connected account written forgets them
 * all, a failed sign-in or a change to the user's row forgets the user's. On a PostgreSQL server,
 * which other processes write unannounced, every call reads the database.
 */
function cacheOf(db: Database): FactsCache {
  const known = caches.get(db);
  if (known) return known;
  const cache: FactsCache = { enabled: false, byUser: new Map(), changes: 0 };
  cache.enabled = onRowChange(db, (table, id) => {
    if (table === 'sessions') return;
    cache.changes++;
    if ((table === 'users' || table === 'activity_logs') && id) cache.byUser.delete(id);
    else cache.byUser.clear();
  });
  caches.set(db, cache);
  return cache;
}

/** The user's roles and permissions, first connected account and failed sign-ins of the last day. */
export async function accountFacts(
  db: Database,
  user: { id: string; isAdmin: boolean },
): Promise<AccountFacts> {
  const cache = cacheOf(db);
  const now = Date.now();
  const kept = cache.byUser.get(user.id);
  if (kept && now < kept.validUntil) return kept.facts;

  const before = cache.changes;
  const [access, social, failed] = await Promise.all([
    loadAccess(db, user),
    firstConnection(db, user.id),
    failedSignInsSince(db, user.id, new Date(now - FAILED_SIGN_INS_SPAN_MS)),
  ]);
  const facts = { access, social, failedSignInsLastDay: failed.count };
  if (cache.enabled && before === cache.changes) {
    if (cache.byUser.size >= MAX_ACCOUNTS) cache.byUser.delete(cache.byUser.keys().next().value ?? '');
    const validUntil = failed.oldest ? failed.oldest.getTime() + FAILED_SIGN_INS_SPAN_MS : Infinity;
    cache.byUser.set(user.id, { facts, validUntil });
  }
  return facts;
}
