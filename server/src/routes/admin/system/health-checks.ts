import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { sql } from 'drizzle-orm';
import { statfs } from 'node:fs/promises';
import { rowsOf, type Database } from '../../../db/database.ts';
import { listBackupFiles, type BackupFile } from '../../../services/backups/backup-files.ts';
import type { Mailer } from '../../../services/mail/mailer.ts';

export type HealthStatus = 'ok' | 'degraded' | 'down';
export type CheckName = 'database' | 'mail' | 'queue' | 'disk' | 'backups';

/** From which measured value a check is degraded and down; `below` when lower values are worse. */
export interface Threshold {
  unit: 'ms' | 'percent_free' | 'hours' | 'minutes';
  degraded: number;
  down: number | null;
  below: boolean;
}

export interface CheckResult {
  name: CheckName;
  status: HealthStatus;
  /** What is wrong, worded in the reader's language when answered. */
  message: MessageDescriptor | null;
  messageValues?: Record<string, string | number>;
  latencyMs: number | null;
  value: number | null;
  threshold: Threshold;
  details: Record<string, unknown>;
  checkedAt: Date;
}

export type HealthThresholds = Record<CheckName, Threshold>;

/**
 * The defaults: the database and mail answering within half a second (down past the 5 s time-out),
 * the data folder's disk with 10 % free (down under 2 %), a backup younger than 26 hours (a daily one
 * that ran late; down past 3 days), and no due job waiting 5 minutes for a worker (down past 30).
 */
export const DEFAULT_THRESHOLDS: HealthThresholds = {
  database: { unit: 'ms', degraded: 500, down: 5000, below: false },
  mail: { unit: 'ms', degraded: 2000, down: 5000, below: false },
  queue: { unit: 'minutes', degraded: 5, down: 30, below: false },
  disk: { unit: 'percent_free', degraded: 10, down: 2, below: true },
  backups: { unit: 'hours', degraded: 26, down: 72, below: false },
};

/** A check counts as down when it has not answered after this long. */
export const CHECK_TIMEOUT_MS = 5000;

/** The status a measured `value` has under `threshold`. */
export function statusOf(value: number, threshold: Threshold): HealthStatus {
  const worse = (limit: number) => (threshold.below ? value < limit : value > limit);
  if (threshold.down !== null && worse(threshold.down)) return 'down';
  return worse(threshold.degraded) ? 'degraded' : 'ok';
}

export interface HealthDeps {
  db: Database;
  dataDir: string;
  mailer: Pick<Mailer, 'verify'>;
  clock: () => Date;
  thresholds: HealthThresholds;
  /** The backups on disk, newest first (services/backups). */
  listBackups?: (dataDir: string) => Promise<BackupFile[]>;
}

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const messages = {
  slow: msg`Answers slowly`,
  unreachable: msg`Does not answer: {error}`,
  timedOut: msg`Did not answer within 5 seconds`,
  notChecked: msg`Not checked: this mail transport cannot be asked`,
  inProcess: msg`Jobs run inside this server process`,
  waiting: msg`{count} due jobs are waiting; the oldest for {minutes} minutes`,
  lowDisk: msg`Little free space on the data folder’s disk`,
  noBackup: msg`No backup has been made yet`,
  oldBackup: msg`The last backup is {hours} hours old`,
};

type Measured = Pick<CheckResult, 'value' | 'details'> &
  Partial<Pick<CheckResult, 'message' | 'messageValues' | 'status'>>;

/** Runs `measure`, timing it; a failure or time-out is `down` with its reason. */
async function timed(
  name: CheckName,
  deps: HealthDeps,
  measure: (started: number) => Promise<Measured>,
): Promise<CheckResult> {
  const threshold = deps.thresholds[name];
  const started = performance.now();
  const base = { name, threshold, checkedAt: deps.clock() };
  try {
    const measured = await withTimeout(measure(started));
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const status = measured.status ?? (measured.value === null ? 'ok' : statusOf(measured.value, threshold));
    return { ...base, message: null, latencyMs, ...measured, status };
  } catch (error) {
    const timedOut = error instanceof TimedOut;
    return {
      ...base,
      status: 'down',
      message: timedOut ? messages.timedOut : messages.unreachable,
      messageValues: { error: error instanceof Error ? error.message : String(error) },
      latencyMs: timedOut ? null : Math.round((performance.now() - started) * 10) / 10,
      value: null,
      details: {},
    };
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

function checkDatabase(deps: HealthDeps) {
  return timed('database', deps, async (started) => {
    await deps.db.execute(sql`select 1`);
    const value = elapsed(started);
    return { value, details: {}, message: value > deps.thresholds.database.degraded ? messages.slow : null };
  });
}

function checkMail(deps: HealthDeps) {
  return timed('mail', deps, async (started) => {
    if (!deps.mailer.verify) return { value: null, details: {}, message: messages.notChecked };
    await deps.mailer.verify();
    const value = elapsed(started);
    return {
      value,
      details: { driver: 'smtp' },
      message: value > deps.thresholds.mail.degraded ? messages.slow : null,
    };
  });
}

/**
 * pg-boss's workers are alive when no job that is due waits long for one: the oldest due job's wait,
 * read from pg-boss's own table, so it holds for every process working the queue. Without that table
 * (in-process tests) the jobs run inside this process, which answers.
 */
function checkQueue(deps: HealthDeps) {
  return timed('queue', deps, async () => {
    const [installed] = await rowsOf<{ present: boolean }>(
      deps.db,
      sql`select to_regclass('pgboss.job') is not null as present`,
    );
    if (!installed?.present)
      return { value: 0, details: { driver: 'in-process' }, message: messages.inProcess };
    const [due] = await rowsOf<{ waiting: number | string; oldest: string | null }>(
      deps.db,
      sql`select count(*) as waiting, min(start_after) as oldest from pgboss.job
          where state in ('created', 'retry') and start_after <= now()`,
    );
    const waiting = Number(due?.waiting ?? 0);
    const minutes = due?.oldest
      ? Math.max(0, Math.floor((deps.clock().getTime() - new Date(due.oldest).getTime()) / 60_000))
      : 0;
    const slow = minutes > deps.thresholds.queue.degraded;
    return {
      value: minutes,
      details: { driver: 'pg-boss', pending_jobs: waiting },
      message: slow ? messages.waiting : null,
      messageValues: { count: waiting, minutes },
    };
  });
}

function checkDisk(deps: HealthDeps) {
  return timed('disk', deps, async () => {
    const disk = await statfs(deps.dataDir);
    const total = disk.blocks * disk.bsize;
    const free = disk.bavail * disk.bsize;
    const value = total ? Math.round((free / total) * 1000) / 10 : 0;
    const low = statusOf(value, deps.thresholds.disk) !== 'ok';
    return {
      value,
      details: { free_bytes: free, total_bytes: total },
      message: low ? messages.lowDisk : null,
    };
  });
}

function checkBackups(deps: HealthDeps) {
  return timed('backups', deps, async () => {
    const [last] = await (deps.listBackups ?? listBackupFiles)(deps.dataDir);
    if (!last) return { value: null, status: 'degraded', details: {}, message: messages.noBackup };
    const hours = Math.max(0, (deps.clock().getTime() - last.createdAt.getTime()) / 3_600_000);
    const value = Math.round(hours * 10) / 10;
    const old = statusOf(value, deps.thresholds.backups) !== 'ok';
    return {
      value,
      details: { last_backup: last.filename, last_backup_at: last.createdAt.toISOString() },
      message: old ? messages.oldBackup : null,
      messageValues: { hours: Math.floor(value) },
    };
  });
}

/** Runs every check at once. */
export function runHealthChecks(deps: HealthDeps): Promise<CheckResult[]> {
  return Promise.all(
    [checkDatabase, checkMail, checkQueue, checkDisk, checkBackups].map((check) => check(deps)),
  );
}

/** The contract's overall rule: down when the database is, degraded when anything else is not ok. */
export function overallStatus(checks: readonly CheckResult[]): HealthStatus {
  if (checks.some((check) => check.name === 'database' && check.status === 'down')) return 'down';
  return checks.every((check) => check.status === 'ok') ? 'ok' : 'degraded';
}
