// `npm run db:reset`: throws the database away and creates it again, migrated and seeded.
import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { readConfig } from '../config.ts';
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
  rmSync(config.dataDir, { recursive: true, force: true });
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seed(database.db, { demoUsers: config.demoMode, demoBusiness: config.demoMode });
await database.close();
console.log(`Database recreated (${config.databaseUrl ? 'PostgreSQL server' : config.dataDir}).`);
