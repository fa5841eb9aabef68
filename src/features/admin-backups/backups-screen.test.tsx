import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../tests/fixtures/user';
import {
  aBackupStore,
  adminBackupsHandlers,
  type BackupStore,
} from '../../../tests/msw/handlers/admin-backups';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

const ALL_RIGHTS = ['admin.backups.view', 'admin.backups.create', 'admin.backups.delete'];

async function renderBackups(store: BackupStore = aBackupStore(), rights = ALL_RIGHTS) {
  server.use(...adminBackupsHandlers(store));
  signedInAs(anAdmin({ roles: ['support'], permissions: rights }), rights);
  const view = await renderRoute('/admin/backups');
  const table = await screen.findByRole('table', { name: 'Backups' }, { timeout: 10_000 });
  return { ...view, store, table, user: userEvent.setup() };
}

/** The row's actions button (the folded copy a phone shows sits beside it in jsdom). */
function actionsFor(table: HTMLElement, name: string) {
  const [button] = within(table).getAllByRole('button', { name: `Actions for ${name}` });
  if (!button) throw new Error(`no actions for ${name}`);
  return button;
}

describe('BackupsScreen', { timeout: 20_000 }, () => {
  it('lists each backup with its size and whether it is restorable, or why not', async () => {
    const { table } = await renderBackups();
    const good = within(table).getByRole('row', { name: /backup-2026-11-29-023000/ });
    expect(within(good).getAllByText('Restorable').length).toBeGreaterThan(0);
    expect(within(good).getAllByText(/checked at/).length).toBeGreaterThan(0);
    expect(within(good).getAllByText('5 MB').length).toBeGreaterThan(0);
    const bad = within(table).getByRole('row', { name: /backup-2026-11-28-023000/ });
    expect(within(bad).getAllByText('Not restorable').length).toBeGreaterThan(0);
    expect(within(bad).getAllByText(/users: 12 rows dumped, 11 restored/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Together 15 MB\. A backup is made every day at 02:30 UTC/)).toBeTruthy();
  });

  it('says a backup is being made until it is written, then shows its restore test under way', async () => {
    let release = () => {};
    const store = aBackupStore({ runGate: new Promise<void>((resolve) => (release = resolve)) });
    const { user, table } = await renderBackups(store);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const busy = await screen.findByRole('button', { name: 'Backing up…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    const made = await within(table).findByRole('row', { name: /backup-2026-11-29-120000/ });
    expect(within(made).getAllByText('Restore test under way').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Back up now' })).toBeTruthy();
  });

  it('previews what a clean deletes before anything is deleted, then cleans', async () => {
    const { user, store } = await renderBackups();
    await user.click(screen.getByRole('button', { name: 'Clean up' }));
    const dialog = await screen.findByRole('alertdialog');
    const keep = within(dialog).getByLabelText('Newest backups to keep');
    await user.clear(keep);
    await user.type(keep, '1');
    const list = await within(dialog).findByRole('list', { name: 'Backups to delete' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['backup-2026-11-28-023000.sql.gz', 'backup-2026-11-27-023000.sql.gz']);
    expect(store.cleaned.every((call) => call.dry_run)).toBe(true);
    expect(store.backups.length).toBe(3);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 backups' }));
    await waitFor(() => expect(store.backups.length).toBe(1));
    expect(store.cleaned.at(-1)).toEqual({ keep_last: 1, dry_run: false });
  });

  it('deletes a backup only with a reason', async () => {
    const { user, table, store } = await renderBackups();
    await user.click(actionsFor(table, 'backup-2026-11-27-023000.sql.gz'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Kept elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Delete backup' }));
    await waitFor(() =>
      expect(store.deleted).toEqual([
        { filename: 'backup-2026-11-27-023000.sql.gz', reason: 'Kept elsewhere' },
      ]),
    );
  });

  it('offers no run, clean or delete without their permissions', async () => {
    const { user, table } = await renderBackups(aBackupStore(), ['admin.backups.view']);
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clean up' })).toBeNull();
    await user.click(actionsFor(table, 'backup-2026-11-27-023000.sql.gz'));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });
});
