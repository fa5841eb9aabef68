import type { Database } from '../db/database.ts';
import { onRowChange } from '../db/row-changes.ts';
import type { Caller } from './request-context.ts';

/** Sessions kept at most; the oldest go first. */
const MAX_SESSIONS = 10_000;

export interface SessionCache {
  /** The caller of token hash `hash`: from memory, or from `read` (kept unless a row changed meanwhile). */
  find(hash: string, read: () => Promise<Caller | undefined>): Promise<Caller | undefined>;
}

/**
 * The sessions (with their users) of recent bearer tokens, so a signed-in request costs no query.
 * Only where the database announces its row changes (the embedded one, see db/row-changes.ts): a
 * session or user updated or deleted (sign-out, revocation, password change, suspension, refresh…)
 * is forgotten as its transaction commits, so nothing here is ever staler than the database. On a
 * PostgreSQL server, which other processes write unannounced, every request reads the database.
 */
export function sessionCache(db: Database): SessionCache {
  const byHash = new Map<string, Caller>();
  const hashBySession = new Map<string, string>();
  const hashesByUser = new Map<string, Set<string>>();
  // Counts changes: a read that raced one may hold what the change replaced, so it is not kept.
  let changes = 0;

  function forget(hash: string) {
    const caller = byHash.get(hash);
    if (!caller) return;
    byHash.delete(hash);
    hashBySession.delete(caller.session.id);
    hashesByUser.get(caller.user.id)?.delete(hash);
  }

  function keep(hash: string, caller: Caller) {
    if (byHash.size >= MAX_SESSIONS) {
      const oldest = byHash.keys().next();
      if (!oldest.done) forget(oldest.value);
    }
    byHash.set(hash, caller);
    hashBySession.set(caller.session.id, hash);
    const hashes = hashesByUser.get(caller.user.id) ?? new Set();
    hashesByUser.set(caller.user.id, hashes.add(hash));
  }

  const enabled = onRowChange(db, (table, id) => {
    changes++;
    if (table === 'sessions') {
      const hash = hashBySession.get(id);
      if (hash) forget(hash);
    } else if (table === 'users') {
      for (const hash of hashesByUser.get(id) ?? []) forget(hash);
      hashesByUser.delete(id);
    }
  });

  return {
    async find(hash, read) {
      const cached = byHash.get(hash);
      if (cached) return cached;
      const before = changes;
      const found = await read();
      if (enabled && found && before === changes) keep(hash, found);
      return found;
    },
  };
}
