// `node scripts/restore-backup.ts <backup.sql.gz> <new DATA_DIR>`: loads a backup (DATA_DIR/backups) into
// a new embedded database in the empty or missing folder <new DATA_DIR>, for a server started with
// DATA_DIR=<new DATA_DIR>. Statements are read from the compressed dump as a stream and run a batch at a
// time; the first that fails stops the restore. Into PostgreSQL a backup loads with psql instead
// (README, "Backups").
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { newEmbeddedDatabase, restoreBackup } from '../server/src/services/backups/restore-backup.ts';

const [backup, dataDir] = process.argv.slice(2);
if (!backup || !dataDir) {
  console.error('usage: node scripts/restore-backup.ts <backup.sql.gz> <new DATA_DIR>');
  process.exit(2);
}
if (existsSync(dataDir) && readdirSync(dataDir).length) {
  console.error(`${dataDir} is not empty: restore into a new DATA_DIR`);
  process.exit(2);
}
const started = Date.now();
const pglite = await newEmbeddedDatabase(resolve(dataDir));
try {
  await restoreBackup(resolve(backup), (statements) => pglite.exec(statements));
} finally {
  await pglite.close();
}
console.log(`Restored ${backup} into ${resolve(dataDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
