import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database.ts';

/** The channel on which a write tells every server process that public reads changed. */
const CHANNEL = 'tracklane_public_reads';
/** How long a lost PostgreSQL listener waits before listening again. */
const RECONNECT_MS = 1000;

/**
 * Tells every server process on this database that the data behind the public reads (plans, features
 * and their texts) changed, so each drops its cached answers. Run inside the write's transaction: the
 * notice is delivered when it commits, never for a write rolled back.
 */
export async function announcePublicReadsChanged(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Calls `onChange` whenever any process announces a change (`announcePublicReadsChanged`): on PGlite
 * through its own LISTEN, on a PostgreSQL server over one dedicated connection, listening again after
 * losing it (and calling `onChange` then, as a notice may have been missed meanwhile). Answers the
 * function that stops listening.
 */
export async function listenForPublicReadsChanges(
  source: { pglite: PGlite } | { url: string },
  onChange: () => void,
): Promise<() => Promise<void>> {
  if ('pglite' in source) return source.pglite.listen(CHANNEL, onChange);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listenLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(listenLater), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: source.url });
    next.on('notification', onChange);
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (stopped) return;
      onChange();
      listenLater();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
