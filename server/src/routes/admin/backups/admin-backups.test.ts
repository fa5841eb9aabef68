import { and, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeEventsOverAYear } from '../../../../../tests/server/domain-event-rows.ts';
import { domainOwner } from '../../../../../tests/server/owned-domain.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { adminQuery, withDatabaseName } from '../../../../../tests/server/test-database.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../../../scripts/throwaway-postgres.ts';
import { openDatabase } from '../../../db/database.ts';
import { activityLogs } from '../../../db/schema/accounts.ts';
import { backupsDir, listBackupFiles } from '../../../services/backups/backup-files.ts';
import { readRestoreCheck } from '../../../services/backups/restore-check.ts';
import { APP_TABLES_QUERY, countRowsQuery } from '../../../services/backups/table-counts.ts';
import { backupSourceOf, writeBackup } from '../../../services/backups/write-backup.ts';

const run = promisify(execFile);
/** A dump and its restore test take seconds, more on a busy machine. */
const SLOW = 240_000;
const dataDir = await mkdtemp(join(tmpdir(), 'tracklane-backups-'));
const server = useTestServer({ dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** An administrator of their own and the client they call the API with. */
async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Backup Keeper' });
  return { ...account, api: server().client({ token: account.token }) };
}
type Admin = Awaited<ReturnType<typeof newAdmin>>;

/** The audit trail's entries about backup `filename` (or the cleans, for `backups`), oldest first. */
const auditOf = (filename: string) =>
  server()
    .db.select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'backup'), eq(activityLogs.subjectId, filename)))
    .orderBy(activityLogs.createdAt);

/** Makes a backup through the API and waits for its restore test (the job queued after the answer). */
async function runBackup(admin: Admin) {
  const { data, response } = await admin.api.POST('/admin/backups/run');
  expect(response.status).toBe(201);
  await server().app.jobs.settled();
  if (!data) throw new Error('no backup');
  return data.data;
}

/** A copy of backup `filename` named as if made at `at`, dated so, for the retention tests. */
async function olderCopy(filename: string, at: string) {
  const name = `backup-${at}.sql.gz`;
  const target = join(backupsDir(dataDir), name);
  await copyFile(join(backupsDir(dataDir), filename), target);
  const day = new Date(`${at.slice(0, 10)}T00:00:00Z`);
  await utimes(target, day, day);
  return name;
}

let admin: Admin;
let made: Awaited<ReturnType<typeof runBackup>>;
beforeAll(async () => {
  admin = await newAdmin();
  // Events across a year of monthly partitions, counted by triggers into the totals tables: restored,
  // each table must hold what was dumped, not the events counted twice.
  const owner = await domainOwner(server());
  await storeEventsOverAYear(server().db, owner.domain.id, new Date());
  made = await runBackup(admin);
}, SLOW);

describe('a backup made now', () => {
  it('is a gzip-compressed SQL dump, listed with its size and its passed restore test', async () => {
    expect(made.filename).toMatch(/^backup-\d{4}-\d{2}-\d{2}-\d{6}\.sql\.gz$/);
    expect(made.restore_check.status).toBe('pending');
    const { data } = await admin.api.GET('/admin/backups');
    const listed = data?.data.backups.find((backup) => backup.filename === made.filename);
    expect(listed?.size).toBe(made.size);
    expect(made.size).toBeGreaterThan(1000);
    expect(data?.data.total_size).toBeGreaterThanOrEqual(made.size);
    expect(data?.data.keep_last).toBe(7);
    const check = listed?.restore_check;
    expect(check?.status).toBe('passed');
    expect(check?.checked_at).toBeInstanceOf(Date);
    expect(check?.error).toBeNull();
    // Every app table compared, the main ones with rows in them, each count equal.
    const byName = new Map(check?.tables.map((table) => [table.name, table]));
    for (const name of [
      'users',
      'domains',
      'events',
      'event_rollups',
      'event_totals_daily',
      'plans',
      'roles',
    ]) {
      expect(byName.get(name)?.source_rows, name).toBeGreaterThan(0);
    }
    for (const table of check?.tables ?? []) expect(table.restored_rows, table.name).toBe(table.source_rows);
    const [entry] = await auditOf(made.filename);
    expect(entry?.action).toBe('admin.backup.created');
    expect(entry?.userId).toBe(admin.id);
  });

  it(
    'is never listed while it is being written, nor is anything left of a failed one',
    async () => {
      const source = backupSourceOf(server().db);
      const writing = writeBackup(dataDir, source, () => new Date('2031-05-04T03:02:01Z'));
      await vi.waitFor(
        async () => {
          const names = await readdir(backupsDir(dataDir));
          expect(names.some((name) => name.endsWith('.partial'))).toBe(true);
        },
        { timeout: 60_000, interval: 20 },
      );
      expect((await listBackupFiles(dataDir)).map((file) => file.filename)).not.toContain(
        'backup-2031-05-04-030201.sql.gz',
      );
      const { file } = await writing;
      expect((await listBackupFiles(dataDir)).map((listed) => listed.filename)).toContain(file.filename);
      await rm(file.path);

      const failing = writeBackup(
        dataDir,
        { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none' },
        () => new Date(),
      );
      await expect(failing).rejects.toThrow();
      expect((await readdir(backupsDir(dataDir))).filter((name) => name.includes('partial'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'marks a backup whose restored rows differ from the source as not restorable, saying why',
    async () => {
      const broken = await olderCopy(made.filename, '2020-02-02-020202');
      const { checkBackupApart } = await import('../../../services/backups/check-backup-apart.ts');
      await copyFile(
        join(backupsDir(dataDir), made.filename) + '.check.json',
        join(backupsDir(dataDir), broken) + '.check.json',
      );
      // The source said one more user than the dump holds.
      const kept = await readRestoreCheck(join(backupsDir(dataDir), made.filename));
      const { writeRestoreCheck } = await import('../../../services/backups/restore-check.ts');
      await writeRestoreCheck(join(backupsDir(dataDir), broken), {
        ...kept,
        tables: kept.tables.map((table) =>
          table.name === 'users' ? { ...table, sourceRows: table.sourceRows + 1 } : table,
        ),
      });
      const check = await checkBackupApart(join(backupsDir(dataDir), broken));
      expect(check.status).toBe('failed');
      expect(check.error).toMatch(/^users: \d+ rows dumped, \d+ restored$/);

      // A test whose process dies (here on a verdict file it cannot read) is kept as failed, saying so.
      await writeFile(join(backupsDir(dataDir), broken) + '.check.json', '{ not json');
      const died = await checkBackupApart(join(backupsDir(dataDir), broken));
      expect(died.status).toBe('failed');
      expect(died.error).toMatch(/^the restore test's process ended with exit code 1: .*JSON/s);
      expect(await readRestoreCheck(join(backupsDir(dataDir), broken))).toEqual(died);
      await rm(join(backupsDir(dataDir), broken));
      await rm(join(backupsDir(dataDir), broken) + '.check.json');
    },
    SLOW,
  );
});

describe('cleaning, deleting and downloading backups', () => {
  it('previews what a clean deletes, then deletes exactly that, in the audit trail', async () => {
    const older = await olderCopy(made.filename, '2020-01-02-020000');
    const oldest = await olderCopy(made.filename, '2020-01-01-020000');
    const { data: preview } = await admin.api.POST('/admin/backups/clean', {
      body: { keep_last: 1, dry_run: true },
    });
    expect(preview?.data).toEqual({
      deleted_count: 2,
      deleted: [older, oldest],
      kept_count: 1,
      freed_size: 2 * made.size,
    });
    expect((await listBackupFiles(dataDir)).length).toBe(3);
    expect(await auditOf('backups')).toEqual([]);

    const { data: cleaned } = await admin.api.POST('/admin/backups/clean', { body: { keep_last: 1 } });
    expect(cleaned?.data).toEqual(preview?.data);
    expect((await listBackupFiles(dataDir)).map((file) => file.filename)).toEqual([made.filename]);
    const [entry] = await auditOf('backups');
    expect(entry?.action).toBe('admin.backups.cleaned');
    expect(entry?.properties).toMatchObject({ count: '2', target: `${older}, ${oldest}` });

    const { response } = await admin.api.POST('/admin/backups/clean', { body: { keep_last: 0 } });
    expect(response.status).toBe(422);
  });

  it('downloads a backup with the permission, logging each download, and refuses it without', async () => {
    const reply = await server().app.inject({
      method: 'GET',
      url: `/api/v1/admin/backups/download/${made.filename}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/gzip');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="${made.filename}"`);
    expect(reply.rawPayload.length).toBe(made.size);
    expect(reply.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect((await auditOf(made.filename)).map((entry) => entry.action)).toEqual([
      'admin.backup.created',
      'admin.backup_downloaded',
    ]);

    const support = await signedInAccount(server(), { role: 'support' });
    const refused = await server().app.inject({
      method: 'GET',
      url: `/api/v1/admin/backups/download/${made.filename}`,
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const { response: missing } = await admin.api.GET('/admin/backups/download/{filename}', {
      params: { path: { filename: 'backup-1999-01-01-000000.sql.gz' } },
      parseAs: 'stream',
    });
    expect(missing.status).toBe(404);
    expect((await auditOf(made.filename)).length).toBe(2);
  });

  it('deletes one backup with its restore test, the reason in the audit trail', async () => {
    const copy = await olderCopy(made.filename, '2020-03-03-030303');
    const { response } = await admin.api.DELETE('/admin/backups/{filename}', {
      params: { path: { filename: copy }, query: { reason: 'A copy made by the test' } },
    });
    expect(response.status).toBe(200);
    expect((await listBackupFiles(dataDir)).map((file) => file.filename)).not.toContain(copy);
    const [entry] = await auditOf(copy);
    expect(entry?.action).toBe('admin.backup.deleted');
    expect(entry?.properties).toMatchObject({ reason: 'A copy made by the test' });
    const { response: again } = await admin.api.DELETE('/admin/backups/{filename}', {
      params: { path: { filename: copy } },
    });
    expect(again.status).toBe(404);
  });
});

describe('the README’s restore procedure', () => {
  /** Each app table's rows in a restored database, as `sql` answers them. */
  async function tableRows(query: (sql: string) => Promise<{ rows: { name: string; rows: string }[] }>) {
    const names = (await query(APP_TABLES_QUERY)).rows.map((row) => row.name);
    const { rows } = await query(countRowsQuery(names));
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
  }
  const dumped = () =>
    Object.fromEntries(made.restore_check.tables.map((table) => [table.name, table.source_rows]));
  const backupPath = () => join(backupsDir(dataDir), made.filename);

  it(
    'restores a backup into a new DATA_DIR with scripts/restore-backup.ts, every row there',
    async () => {
      const newDataDir = join(dataDir, 'restored');
      await run(process.execPath, ['scripts/restore-backup.ts', backupPath(), newDataDir]);
      // The server opens it as its own: its migrations find nothing left to do.
      const restored = await openDatabase({ dataDir: newDataDir });
      try {
        const pglite = restored.pglite;
        if (!pglite) throw new Error('not the embedded database');
        expect(await tableRows((sql) => pglite.query(sql))).toEqual(dumped());
      } finally {
        await restored.close();
        await rm(newDataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  let throwaway: ThrowawayPostgres | undefined;
  afterAll(async () => throwaway?.stop());

  it(
    'restores a backup into a new PostgreSQL database with gunzip and psql, every row there',
    async () => {
      const serverUrl =
        process.env.TEST_DATABASE_URL ?? (throwaway = await startThrowawayPostgres({ fsync: false })).url;
      const name = `tracklane_restored_${process.pid}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const url = withDatabaseName(serverUrl, name);
      try {
        await run('sh', [
          '-c',
          `gunzip -c "$0" | psql --quiet -v ON_ERROR_STOP=1 --dbname="$1"`,
          backupPath(),
          url,
        ]);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          expect(await tableRows((sql) => client.query(sql))).toEqual(dumped());
        } finally {
          await client.end();
        }
      } finally {
        await adminQuery(serverUrl, `drop database if exists ${name}`);
      }
    },
    SLOW,
  );
});
