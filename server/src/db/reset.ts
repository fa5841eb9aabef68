// `npm run db:reset`: throws the database away and creates it again, migrated and seeded.
import { sql } from 'drizzle-orm';
import { existsSync, rmSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { seed } from './seed/seed.ts';

const config = readConfig();
if (config.databaseUrl) {
  const server = await openDatabase({ databaseUrl: config.databaseUrl });
  await server.db.execute(
    sql`drop schema public cascade; drop schema if exists drizzle cascade; create schema public;`,
  );
  await server.close();
} else {
  // Refused while a server uses the directory: removing it under a running server loses its writes.
  if (existsSync(config.dataDir)) lockDataDir(config.dataDir).release();
  rmSync(config.dataDir, { recursive: true, force: true });
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seed(database.db, { demoUsers: config.demoMode, demoBusiness: config.demoMode });
await database.close();
console.log(`Database recreated (${config.databaseUrl ? 'PostgreSQL server' : config.dataDir}).`);
