import Fastify from 'fastify';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { backupsDir } from '../../../services/backups/backup-files.ts';
import { LOG_FILE_NAME, logsDir } from '../../../services/logs/log-file.ts';
import { serverLogOptions } from '../../../services/logs/server-log-options.ts';
import { DEFAULT_THRESHOLDS, overallStatus, runHealthChecks, type HealthDeps } from './health-checks.ts';
import { healthMonitor } from './health-monitor.ts';
import { requestFigures } from './request-figures.ts';

// The server's data folder, where the log files below are written and backups looked for.
const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-system-'));
const server = useTestServer({ dataDir });

const NOW = new Date('2026-06-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin' });
  return server().client({ token: account.token });
}
let api: Awaited<ReturnType<typeof newAdmin>>;
beforeAll(async () => {
  api = await newAdmin();
});

/** The checks' outside world: this server's database, a data folder, a mail server that answers. */
function deps(overrides: Partial<HealthDeps> = {}): HealthDeps {
  return {
    db: server().db,
    dataDir,
    mailer: { verify: () => Promise.resolve() },
    clock: () => NOW,
    thresholds: DEFAULT_THRESHOLDS,
    ...overrides,
  };
}
const byName = (checks: Awaited<ReturnType<typeof runHealthChecks>>) =>
  Object.fromEntries(checks.map((check) => [check.name, check]));

/** A finished backup in `dir`'s backups folder, made `hours` before NOW. */
function backupMade(dir: string, hours: number) {
  mkdirSync(backupsDir(dir), { recursive: true });
  const path = join(backupsDir(dir), 'backup-2026-06-01-000000.sql.gz');
  writeFileSync(path, 'not really gzip');
  const at = hoursAgo(hours);
  utimesSync(path, at, at);
}

describe('health checks', () => {
  it('counts a data folder without a backup as degraded, with the reason, and the rest ok', async () => {
    const checks = byName(
      await runHealthChecks(deps({ dataDir: mkdtempSync(join(tmpdir(), 'no-backup-')) })),
    );
    expect(checks.database?.status).toBe('ok');
    expect(checks.mail?.status).toBe('ok');
    expect(checks.queue).toMatchObject({ status: 'ok', details: { driver: 'in-process' } });
    expect(checks.backups).toMatchObject({ status: 'degraded', value: null });
    expect(checks.backups?.message?.message).toBe('No backup has been made yet');
    expect(overallStatus(Object.values(checks))).toBe('degraded');
  });

  it('judges the last backup’s age against its thresholds: ok, degraded past 26 hours, down past 72', async () => {
    for (const [hours, status] of [
      [1, 'ok'],
      [30, 'degraded'],
      [80, 'down'],
    ] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'backup-age-'));
      backupMade(dir, hours);
      const { backups } = byName(await runHealthChecks(deps({ dataDir: dir })));
      expect({ hours, status: backups?.status, value: backups?.value }).toEqual({
        hours,
        status,
        value: hours,
      });
    }
  });

  it('judges the disk of the data folder against the threshold it is given', async () => {
    const disk = (degraded: number, down: number | null) =>
      runHealthChecks(
        deps({
          thresholds: { ...DEFAULT_THRESHOLDS, disk: { unit: 'percent_free', degraded, down, below: true } },
        }),
      ).then((checks) => byName(checks).disk);
    expect((await disk(0, null))?.status).toBe('ok');
    // No disk has more than 100 % free.
    expect(await disk(101, null)).toMatchObject({ status: 'degraded', threshold: { degraded: 101 } });
    expect((await disk(101, 101))?.status).toBe('down');
  });

  it('counts a mail server that refuses as down with its error, and leaves the overall status degraded', async () => {
    const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9'));
    const checks = await runHealthChecks(deps({ mailer: { verify: refused } }));
    expect(byName(checks).mail).toMatchObject({
      status: 'down',
      messageValues: { error: 'connect ECONNREFUSED 127.0.0.1:9' },
    });
    expect(overallStatus(checks)).toBe('degraded');
  });

  it('counts the whole system down when the database is', async () => {
    const broken = { execute: () => Promise.reject(new Error('terminating connection')) };
    const checks = await runHealthChecks(deps({ db: broken as unknown as HealthDeps['db'] }));
    expect(byName(checks).database?.status).toBe('down');
    expect(overallStatus(checks)).toBe('down');
  });

  it('answers the health from its last round until the next refresh', async () => {
    let rounds = 0;
    const monitor = healthMonitor(
      deps({ mailer: { verify: () => Promise.resolve(void (rounds += 1)) } }),
      3_600_000,
    );
    const first = await monitor.current();
    const second = await monitor.current();
    expect(second).toBe(first);
    expect(rounds).toBe(1);
    await monitor.refresh();
    expect(rounds).toBe(2);
    await monitor.stop();
  });

  it('GET /admin/system/health answers each check with its threshold and when it was checked', async () => {
    const { data, response } = await api.GET('/admin/system/health');
    expect(response.status).toBe(200);
    expect(data?.data.checks.map((check) => check.name).sort()).toEqual([
      'backups',
      'database',
      'disk',
      'mail',
      'queue',
    ]);
    expect(data?.data.checks.find((check) => check.name === 'backups')).toMatchObject({
      status: 'degraded',
      message: 'No backup has been made yet',
      threshold: { unit: 'hours', degraded: 26, down: 72 },
    });
    const again = await api.GET('/admin/system/health');
    expect(again.data?.data.checked_at).toEqual(data?.data.checked_at);
  });

  it('GET /admin/system/status checks now, with each component’s details, in the caller’s language', async () => {
    const account = await signedInAccount(server(), { role: 'admin' });
    const polish = server().client({ token: account.token, language: 'pl' });
    const { data } = await polish.GET('/admin/system/status');
    expect(data?.data.status).toBe('degraded');
    const backups = data?.data.components.find((check) => check.name === 'backups');
    expect(backups?.message).not.toBe('No backup has been made yet');
    expect(data?.data.components.find((check) => check.name === 'mail')?.details).toEqual({ driver: 'smtp' });
  });
});

describe('the server’s log files', () => {
  /** A Fastify app logging as the server does, into `dir`'s log files, with one route that logs secrets. */
  async function loggingApp(dir: string, limits?: { maxBytes: number; keep: number }) {
    const { logger, closeFile } = serverLogOptions(
      { dataDir: dir, logLevel: 'info' },
      { limits, stdout: false },
    );
    let id = 0;
    const app = Fastify({ logger, genReqId: () => `request-${(id += 1)}` });
    app.post('/sign-in', async (request) => {
      request.log.warn(
        { user: { email: 'ada@example.com', password: 'hunter2', token: 'tok-123' } },
        'slow sign-in',
      );
      return { ok: true };
    });
    await app.ready();
    return { app, closeFile };
  }

  it('writes redacted lines with their request ids, and the logs read filters them', async () => {
    const { app, closeFile } = await loggingApp(dataDir);
    await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { authorization: 'Bearer very-secret-token' },
    });
    await app.inject({ method: 'POST', url: '/sign-in', headers: { cookie: 'session=cookie-secret' } });
    await app.close();
    closeFile();

    const file = readFileSync(join(logsDir(dataDir), LOG_FILE_NAME), 'utf8');
    expect(file).toContain('"reqId":"request-1"');
    expect(file).toContain('[Redacted]');
    for (const secret of ['very-secret-token', 'cookie-secret', 'hunter2', 'tok-123'])
      expect(file).not.toContain(secret);

    const warnings = await api.GET('/admin/system/logs', {
      params: { query: { filter: { level: 'warning' } } },
    });
    expect(warnings.data?.data.map((line) => [line.level, line.message, line.request_id])).toEqual([
      ['warning', 'slow sign-in', 'request-2'],
      ['warning', 'slow sign-in', 'request-1'],
    ]);
    expect(warnings.data?.data[0]?.context).toMatchObject({
      user: { email: 'ada@example.com', password: '[Redacted]' },
    });

    const ofOne = await api.GET('/admin/system/logs', {
      params: { query: { filter: { request_id: 'request-1' } } },
    });
    expect(ofOne.data?.data.map((line) => line.message)).toEqual([
      'request completed',
      'slow sign-in',
      'incoming request',
    ]);
    expect(ofOne.data?.meta.total).toBe(3);

    const searched = await api.GET('/admin/system/logs', {
      params: { query: { search: 'ADA@example', order: 'asc', per_page: 1 } },
    });
    expect(searched.data?.data.map((line) => line.request_id)).toEqual(['request-1']);
    expect(searched.data?.meta.total).toBe(2);

    const later = await api.GET('/admin/system/logs', {
      params: { query: { filter: { timestamp_from: '2999-01-01T00:00:00Z' } } },
    });
    expect(later.data?.meta.total).toBe(0);
  });

  it('refuses an unknown level with 422 under the filter', async () => {
    const { error, response } = await api.GET('/admin/system/logs', {
      params: { query: { filter: { level: 'loud' } } },
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toHaveProperty(['filter[level]']);
  });

  it('rotates the file by size, keeping as many older files as it is told', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-rotation-'));
    const { app, closeFile } = await loggingApp(dir, { maxBytes: 2000, keep: 2 });
    for (let index = 0; index < 30; index += 1) await app.inject({ method: 'POST', url: '/sign-in' });
    await app.close();
    closeFile();
    const path = join(logsDir(dir), LOG_FILE_NAME);
    expect(existsSync(`${path}.1`)).toBe(true);
    expect(existsSync(`${path}.2`)).toBe(true);
    expect(existsSync(`${path}.3`)).toBe(false);
    for (const file of [path, `${path}.1`, `${path}.2`])
      expect(statSync(file).size).toBeLessThanOrEqual(2000);
    // The newest lines are in the current file, the older ones after them, whole.
    const newest = readFileSync(path, 'utf8').trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(newest)).toMatchObject({ reqId: 'request-30', msg: 'request completed' });
  });
});

describe('performance and the database', () => {
  it('keeps an hour of per-minute figures per operation, forgetting older minutes', () => {
    let at = NOW;
    const figures = requestFigures(() => at);
    for (const ms of [10, 10, 10, 10, 10, 10, 10, 10, 10, 100]) figures.record('GET /a', ms, 200);
    figures.record('GET /a', 5, 500);
    figures.record('POST /b', 1, 201);
    const hour = figures.lastHour();
    expect(hour.operations.map((operation) => [operation.operation, operation.requests])).toEqual([
      ['GET /a', 11],
      ['POST /b', 1],
    ]);
    const a = hour.operations[0];
    expect(a?.errorPercent).toBeCloseTo(9.09, 2);
    // Within the buckets' 10 %.
    expect(a?.p50Ms).toBeGreaterThanOrEqual(10);
    expect(a?.p50Ms).toBeLessThanOrEqual(11);
    expect(a?.p95Ms).toBeGreaterThanOrEqual(100);
    expect(a?.p95Ms).toBeLessThanOrEqual(110);
    expect(hour.all.requests).toBe(12);
    at = new Date(NOW.getTime() + 60 * 60_000);
    expect(figures.lastHour().all.requests).toBe(0);
  });

  it('GET /admin/system/performance counts the requests this process answered, per operation', async () => {
    for (let index = 0; index < 3; index += 1) await api.GET('/admin/system/overview');
    const { data } = await api.GET('/admin/system/performance');
    const overview = data?.data.operations?.find(
      (operation) => operation.operation === 'GET /api/v1/admin/system/overview',
    );
    expect(overview?.requests).toBeGreaterThanOrEqual(3);
    expect(overview?.error_percent).toBe(0);
    expect(overview?.latency_p95_ms).toBeGreaterThan(0);
    expect(data?.data.scope).toBe('process');
    expect(data?.data.window_minutes).toBe(60);
  });

  it('GET /admin/system/overview names the versions and the log folder', async () => {
    const { data } = await api.GET('/admin/system/overview');
    expect(data?.data).toMatchObject({
      app_name: 'Tracklane',
      runtime_version: process.version,
      log_directory: logsDir(dataDir),
    });
    expect(data?.data.job_queue_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(data?.data.database_version).toMatch(/^PostgreSQL \d+/);
  });

  it('GET /admin/system/database lists the tables by size with their indexes, and says why no slow statements', async () => {
    const { data } = await api.GET('/admin/system/database');
    const info = data?.data;
    const users = info?.tables.find((table) => table.name === 'users');
    expect(users?.size_bytes).toBeGreaterThan(0);
    expect(users?.indexes?.map((index) => index.name)).toContain('users_pkey');
    const sizes = info?.tables.map((table) => table.size_bytes) ?? [];
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(info?.rows_estimated).toBe(true);
    expect(info?.migrations.pending).toEqual([]);
    if (info?.engine === 'pglite') {
      expect(info.slow_statements_unavailable).toBe('embedded');
    } else {
      expect(
        info?.slow_statements_unavailable === null ||
          info?.slow_statements_unavailable === 'extension_missing',
      ).toBe(true);
    }
  });
});

describe('the request id', () => {
  it('is kept on the activity entries a request wrote, and the staff’s log filters by it', async () => {
    const created = await api.POST('/admin/roles', { body: { name: 'log-readers', permissions: [] } });
    expect(created.response.status).toBe(201);
    const { data } = await api.GET('/admin/activity-logs', {
      params: { query: { filter: { subject_id: created.data?.data.id ?? '' } } },
    });
    const requestId = data?.data[0]?.request_id;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = await api.GET('/admin/activity-logs', {
      params: { query: { filter: { request_id: requestId ?? '' } } },
    });
    expect(ofRequest.data?.data.map((entry) => entry.action)).toEqual(['admin.role.created']);
  });
});
