import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { readRestoreCheck, writeRestoreCheck, type RestoreCheck } from './restore-check.ts';

const CHECK_PROCESS = fileURLToPath(new URL('./check-backup-process.ts', import.meta.url));
/** How much of a dead test's error output its verdict keeps. */
const ERROR_TAIL = 500;

/**
 * The restore test of the backup at `path` (check-backup.ts) in a Node process of its own. Loading a dump
 * into an embedded database in memory takes about two and a half times the database's size (2.8 GB for
 * the 1,000,000-event demo, `scripts/bench-admin-backups.ts`), which the server would keep after every
 * nightly test; a process of its own gives it back when it ends. A test whose process dies (out of
 * memory, killed) is kept as failed, saying how it ended. `now` says when the test ended.
 */
export async function checkBackupApart(
  path: string,
  now: () => Date = () => new Date(),
): Promise<RestoreCheck> {
  const test = spawn(process.execPath, [CHECK_PROCESS, path], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  test.stderr.setEncoding('utf8');
  test.stderr.on('data', (chunk: string) => (errors = (errors + chunk).slice(-ERROR_TAIL)));
  const [code, signal] = (await once(test, 'close')) as [number | null, NodeJS.Signals | null];
  const checkedAt = now().toISOString();
  if (code === 0) {
    const check = { ...(await readRestoreCheck(path)), checkedAt };
    await writeRestoreCheck(path, check);
    return check;
  }
  const tables = await readRestoreCheck(path).then(
    (kept) => kept.tables,
    () => [],
  );
  const ending = signal ? `was stopped by ${signal}` : `ended with exit code ${String(code)}`;
  const check: RestoreCheck = {
    status: 'failed',
    checkedAt,
    tables,
    error: `the restore test's process ${ending}${errors.trim() ? `: ${errors.trim()}` : ''}`,
  };
  await writeRestoreCheck(path, check);
  return check;
}
