import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.ts';
import { seed } from '../../server/src/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded embedded database, restored by every test file. */
    databaseTemplate: string;
  }
}

/**
 * Migrating and seeding takes seconds, so it happens once: each test file starts from a copy of this
 * database (PGlite) or, with TEST_DATABASE_URL, from a fresh PostgreSQL database (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tracklane-db-'));
  const handle = await openDatabase({});
  await seed(handle.db, { demoUsers: true, demoBusiness: false });
  const dump = await handle.pglite?.dumpDataDir('gzip');
  await handle.close();
  if (!dump) throw new Error('the embedded database gave no dump');
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
