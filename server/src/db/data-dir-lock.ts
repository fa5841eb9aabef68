import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The file whose lock the holder keeps, and the one saying who holds it. */
const LOCK_FILE = 'tracklane.lock';
const HOLDER_FILE = 'tracklane.lock.json';

/** SQLite's result codes for a lock another connection holds. */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Another process holds the data directory; the message names it. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export interface DataDirLock {
  /** Lets the next server in; call it after the database is closed. */
  release(): void;
}

function readHolder(dataDir: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, HOLDER_FILE), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function inUseMessage(dataDir: string, holder: Holder | undefined): string {
  const who = holder
    ? `process ${String(holder.pid)} on ${holder.host}, started ${holder.startedAt}`
    : 'a process that has not said who it is yet';
  return (
    `the data directory ${dataDir} is in use by another Tracklane server (${who}). ` +
    'Stop that server first, or give this one a DATA_DIR of its own.'
  );
}

const isLockConflict = (error: unknown) =>
  error instanceof Error &&
  'errcode' in error &&
  (error.errcode === SQLITE_BUSY || error.errcode === SQLITE_LOCKED);

/**
 * Makes this process the only one using `dataDir`, or throws DataDirInUseError naming the one that
 * is. Two servers on one embedded database would each be blind to the other's writes, and whichever
 * wrote last would lose the other's acknowledged writes on its next start.
 *
 * The lock is an operating-system lock on a file (SQLite's, through node:sqlite, since Node has no
 * flock of its own): the kernel drops it when its process ends, however it ends, so a server killed
 * with SIGKILL leaves nothing that blocks the next start, and no process id is trusted to still mean
 * the same process. It also holds between containers that share the folder.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lock = new DatabaseSync(join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    // Held until this connection closes; never committed, never written.
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (isLockConflict(error)) throw new DataDirInUseError(inUseMessage(dataDir, readHolder(dataDir)));
    throw error;
  }
  const holder: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  // Renamed into place, so a server refused meanwhile reads all of it or the previous holder's.
  const draft = join(dataDir, `${HOLDER_FILE}.${String(process.pid)}`);
  writeFileSync(draft, JSON.stringify(holder));
  renameSync(draft, join(dataDir, HOLDER_FILE));
  return {
    release() {
      // Before the lock goes, so the next holder's file is never the one removed.
      rmSync(join(dataDir, HOLDER_FILE), { force: true });
      lock.close();
    },
  };
}
