import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** The tables whose rows a cache of this process may hold: each update or delete of one is announced. */
const WATCHED_TABLES = ['sessions', 'users'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

const CHANNEL = 'tracklane_row_changes';

/** Told the table and id of each row that was updated or deleted, as its transaction commits. */
export type RowChangeListener = (table: WatchedTable, id: string) => void;

const listenersByDatabase = new WeakMap<Database, Set<RowChangeListener>>();

const isWatched = (table: string): table is WatchedTable =>
  (WATCHED_TABLES as readonly string[]).includes(table);

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
    ${WATCHED_TABLES.map(
      (table) => `create or replace trigger ${table}_announce_change after update or delete on ${table}
        for each row execute function tracklane_announce_row_change();`,
    ).join('\n')}
  `);
  const listeners = new Set<RowChangeListener>();
  listenersByDatabase.set(db, listeners);
  await pglite.listen(CHANNEL, (payload) => {
    const [table = '', id = ''] = payload.split(':');
    if (!isWatched(table)) return;
    for (const listener of listeners) listener(table, id);
  });
}
