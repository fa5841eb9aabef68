// `node check-backup-process.ts <backup path>`: the restore test of one backup in a process of its own
// (see check-backup-apart.ts), its verdict kept beside the backup. Exits 0 once a verdict is kept.
import { checkBackup } from './check-backup.ts';

const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: check-backup-process.ts <backup path>');
await checkBackup(path);
