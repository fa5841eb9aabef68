import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database.ts';

/** The database every test file starts from, made once by global-setup.ts. */
export const TEMPLATE_DATABASE = 'tracklane_test_template';

/** `postgres://…/name` with its database name swapped. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A private copy of the seeded test database: a restored PGlite dump by default, or a new database
 * cloned from the template on the PostgreSQL server named by TEST_DATABASE_URL. Closing drops it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ loadDataDir: new Blob([readFileSync(inject('databaseTemplate'))]) });
  }
  const name = `tracklane_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const handle = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name}`);
    },
  };
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
