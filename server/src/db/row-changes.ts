import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** The tables whose rows a cache of this process may hold: each update or delete of one is announced. */
const WATCHED_TABLES = ['sessions', 'users'] as const;
/**
 * Tables a cache may derive facts from, rarely written: each statement that writes one is announced
 * without an id, and a cache forgets all it derived from the table.
 */
const WATCHED_WHOLE_TABLES = [
  'roles',
  'permissions',
  'role_permissions',
  'user_roles',
  'connected_accounts',
] as const;
/** A failed sign-in written to the activity log is announced with the account's id (see failedSignIns). */
const FAILED_SIGN_IN = 'auth.login_failed';

export type WatchedTable =
  (typeof WATCHED_TABLES)[number] | (typeof WATCHED_WHOLE_TABLES)[number] | 'activity_logs';

const CHANNEL = 'tracklane_row_changes';

/**
 * Told of each change as its transaction commits: the table and id of a row of `sessions` or `users`
 * updated or deleted; a whole table's name and '' for the others (and for activity log entries deleted);
 * `activity_logs` and the account's id for a failed sign-in recorded.
 */
export type RowChangeListener = (table: WatchedTable, id: string) => void;

const listenersByDatabase = new WeakMap<Database, Set<RowChangeListener>>();

const ANNOUNCED: readonly string[] = [...WATCHED_TABLES, ...WATCHED_WHOLE_TABLES, 'activity_logs'];
const isWatched = (table: string): table is WatchedTable => ANNOUNCED.includes(table);

/**
 * Subscribes `listener` to the row changes of `db`. Answers false when `db` announces none (a
 * PostgreSQL server, which other processes write too): a caller must then not cache those rows.
 */
export function onRowChange(db: Database, listener: RowChangeListener): boolean {
  const listeners = listenersByDatabase.get(db);
  listeners?.add(listener);
  return listeners !== undefined;
}

/**
 * Makes the embedded database announce every update and delete of a watched row (a trigger and
 * NOTIFY), and passes the announcements to `onRowChange` listeners.
 *
 * A trigger, so no write is missed, whichever code makes it, now or later. On PGlite the announcement
 * arrives with the result of the statement that commits, and listeners run before any other request
 * is handled: a row changed is forgotten by the caches as it changes. The lock on the data directory
 * (data-dir-lock.ts) makes sure no other process writes the same rows unannounced.
 */
export async function announceRowChanges(pglite: PGlite, db: Database): Promise<void> {
  await pglite.exec(`
    create or replace function tracklane_announce_row_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', tg_table_name || ':' || old.id::text);
      return null;
    end $$;
    create or replace function tracklane_announce_table_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', tg_table_name || ':');
      return null;
    end $$;
    create or replace function tracklane_announce_failed_sign_in() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', 'activity_logs:' || new.user_id);
      return null;
    end $$;
    ${WATCHED_TABLES.map(
      (table) => `create or replace trigger ${table}_announce_change after update or delete on ${table}
        for each row execute function tracklane_announce_row_change();`,
    ).join('\n')}
    ${WATCHED_WHOLE_TABLES.map(
      (table) => `create or replace trigger ${table}_announce_change
        after insert or update or delete or truncate on ${table}
        for each statement execute function tracklane_announce_table_change();`,
    ).join('\n')}
    create or replace trigger activity_logs_announce_failed_sign_in after insert on activity_logs
      for each row when (new.action = '${FAILED_SIGN_IN}' and new.user_id is not null)
      execute function tracklane_announce_failed_sign_in();
    create or replace trigger activity_logs_announce_change after delete or truncate on activity_logs
      for each statement execute function tracklane_announce_table_change();
  `);
  const listeners = new Set<RowChangeListener>();
  listenersByDatabase.set(db, listeners);
  await pglite.listen(CHANNEL, (payload) => {
    const [table = '', id = ''] = payload.split(':');
    if (!isWatched(table)) return;
    for (const listener of listeners) listener(table, id);
  });
}
