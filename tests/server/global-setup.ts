import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.ts';
import { seed } from '../../server/src/db/seed/seed.ts';
import { adminQuery, TEMPLATE_DATABASE, withDatabaseName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded embedded database, restored by every test file. */
    databaseTemplate: string;
  }
}

const SEED = { demoUsers: true, demoBusiness: false };

/**
 * Migrating and seeding takes seconds, so it happens once: each test file then starts from a copy
 * (see test-database.ts), on PGlite by default or on the PostgreSQL server of TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await adminQuery(serverUrl, `drop database if exists ${TEMPLATE_DATABASE}`);
    await adminQuery(serverUrl, `create database ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, TEMPLATE_DATABASE) });
    await seed(handle.db, SEED);
    await handle.close();
    project.provide('databaseTemplate', '');
    return () => adminQuery(serverUrl, `drop database if exists ${TEMPLATE_DATABASE}`);
  }

  const dir = mkdtempSync(join(tmpdir(), 'tracklane-db-'));
  const handle = await openDatabase({});
  await seed(handle.db, SEED);
  const dump = await handle.pglite?.dumpDataDir('gzip');
  await handle.close();
  if (!dump) throw new Error('the embedded database gave no dump');
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
