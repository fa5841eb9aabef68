import type { AdminBackup } from '@/api/queries/admin-backups';
import { contract, envelope, refusal } from '../contract';

// Tag `admin`, the backups part: backups held in memory, answering as the reference server does (newest
// first, a clean's dry run deleting nothing). Each write is recorded; `runGate`, when set, holds "run now"
// until it resolves, so a test can see the screen while a backup is being made.

export interface BackupStore {
  backups: AdminBackup[];
  cleaned: { keep_last: number; dry_run?: boolean }[];
  deleted: { filename: string; reason: string | null }[];
  runGate?: Promise<void>;
}

/** A backup made at `at`, its restore test passed unless told otherwise. */
export function aBackup(at: string, check: Partial<AdminBackup['restore_check']> = {}): AdminBackup {
  const stamp = at.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const day = at.slice(0, 10);
  return {
    filename: `backup-${day}-${stamp.slice(9, 15)}.sql.gz`,
    size: 5 * 1024 * 1024,
    created_at: new Date(at),
    restore_check: {
      status: 'passed',
      checked_at: new Date(new Date(at).getTime() + 60_000),
      tables: [{ name: 'users', source_rows: 12, restored_rows: 12 }],
      error: null,
      ...check,
    },
  };
}

export function aBackupStore(overrides: Partial<BackupStore> = {}): BackupStore {
  return {
    backups: [
      aBackup('2026-11-29T02:30:00Z'),
      aBackup('2026-11-28T02:30:00Z', { status: 'failed', error: 'users: 12 rows dumped, 11 restored' }),
      aBackup('2026-11-27T02:30:00Z'),
    ],
    cleaned: [],
    deleted: [],
    ...overrides,
  };
}

export function adminBackupsHandlers(store: BackupStore) {
  const listed = () => ({
    backups: store.backups,
    total_size: store.backups.reduce((sum, backup) => sum + backup.size, 0),
    keep_last: 7,
    schedule: '30 2 * * *',
  });
  return [
    contract.get('/admin/backups', () => envelope(listed())),
    contract.post('/admin/backups/run', async () => {
      await store.runGate;
      const made = aBackup('2026-11-29T12:00:00Z', { status: 'pending', checked_at: null, tables: [] });
      store.backups = [made, ...store.backups];
      return envelope(made);
    }),
    contract.post('/admin/backups/clean', async ({ request }) => {
      const body = (await request.json()) as { keep_last: number; dry_run?: boolean };
      store.cleaned.push(body);
      const gone = store.backups.slice(body.keep_last);
      if (!body.dry_run) store.backups = store.backups.slice(0, body.keep_last);
      return envelope({
        deleted_count: gone.length,
        deleted: gone.map((backup) => backup.filename),
        kept_count: Math.min(store.backups.length, body.keep_last),
        freed_size: gone.reduce((sum, backup) => sum + backup.size, 0),
      });
    }),
    contract.delete('/admin/backups/{filename}', ({ params, request }) => {
      const found = store.backups.find((backup) => backup.filename === params.filename);
      if (!found) return refusal(404, 'Backup not found');
      store.backups = store.backups.filter((backup) => backup !== found);
      store.deleted.push({
        filename: found.filename,
        reason: new URL(request.url).searchParams.get('reason'),
      });
      return envelope(null);
    }),
  ];
}
