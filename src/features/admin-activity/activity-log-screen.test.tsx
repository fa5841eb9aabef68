import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anActivityEntry } from '../../../tests/fixtures/admin-activity';
import { anAdmin } from '../../../tests/fixtures/user';
import {
  activityHandlers,
  anActivityLog,
  type ActivityLog,
} from '../../../tests/msw/handlers/admin-activity';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

const suspension = anActivityEntry({
  id: 'entry-2',
  action: 'admin.user.suspended',
  description: 'Suspended the account ola@example.com',
  subject_type: 'user',
  subject_id: 'user-7',
  properties: {
    target: 'ola@example.com',
    reason: 'Chargeback fraud',
    changes: { status: { before: 'active', after: 'suspended' }, password: { changed: true } },
  },
});

async function renderLog(
  path = '/admin/activity-logs',
  log: ActivityLog = anActivityLog([anActivityEntry(), suspension]),
) {
  server.use(...activityHandlers(log));
  signedInAs(anAdmin(), ['admin.logs.view']);
  const view = await renderRoute(path);
  // The route's code loads on first use: a cold worker under load takes more than findBy's 1 s.
  await screen.findByRole('heading', { name: 'Activity logs', level: 1 }, { timeout: 10_000 });
  const table = await screen.findByRole('table', { name: 'Activity of every user and staff member' });
  return { ...view, log, table, user: userEvent.setup() };
}

/** The first of a row's copies of a control (a phone folds the columns under the first: jsdom has both). */
function first(elements: HTMLElement[]): HTMLElement {
  const [element] = elements;
  if (!element) throw new Error('not found');
  return element;
}

/** Each click of a download link (jsdom cannot save files). */
const downloads = vi.fn();

beforeAll(() => {
  // jsdom has no object URLs, which downloads make.
  Object.assign(URL, { createObjectURL: () => 'blob:activity', revokeObjectURL: () => undefined });
});

beforeEach(() => {
  downloads.mockClear();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(downloads);
});

// Each test renders the whole route tree and walks the filters or a dialog: more than 5 s on a busy machine.
describe('ActivityLogScreen', { timeout: 20_000 }, () => {
  it('shows each entry as the server words it, with who did it, the reason and what changed', async () => {
    const { table } = await renderLog();
    const row = within(table).getByRole('row', { name: /Suspended the account ola@example.com/ });
    expect(within(row).getByText('Reason:')).toBeTruthy();
    expect(within(row).getByText('Chargeback fraud')).toBeTruthy();
    const changes = first(
      within(row)
        .getAllByRole('definition')
        .filter((node) => node.textContent.includes('Suspended')),
    );
    // An account's status in words, not the code the entry records.
    expect(changes.textContent).toMatch(/Active.*Suspended/);
    expect(within(row).getByText('changed (not shown)')).toBeTruthy();
    expect(within(row).getAllByText('Ada Admin').length).toBeGreaterThan(0);

    const roleRow = within(table).getByRole('row', { name: /Changed the role support/ });
    expect(
      within(roleRow)
        .getByText(/admin\.logs\.view/)
        .closest('.text-success'),
    ).toBeTruthy();
    expect(
      within(roleRow)
        .getByText(/admin\.users\.view/)
        .closest('.text-destructive'),
    ).toBeTruthy();
  });

  it('sends the URL’s actor, action prefix, record and days as the API names them', async () => {
    const { log } = await renderLog(
      '/admin/activity-logs?user_id=admin-1&action=admin.&subject_type=role&subject_id=role-support&created_at_from=2026-11-01&created_at_to=2026-11-25&sort=action&order=asc',
    );
    const asked = log.listed.at(-1);
    expect(asked?.get('filter[user_id]')).toBe('admin-1');
    expect(asked?.get('filter[action]')).toBe('admin.');
    expect(asked?.get('filter[subject_type]')).toBe('role');
    expect(asked?.get('filter[subject_id]')).toBe('role-support');
    expect(asked?.get('filter[created_at_from]')).toBe('2026-11-01');
    expect(asked?.get('filter[created_at_to]')).toBe('2026-11-25');
    expect(asked?.get('sort')).toBe('action');
  });

  it('narrows to a person from their name, to a record from its History, and to an area of actions', async () => {
    const { router, table, user, log } = await renderLog();
    await user.click(first(within(table).getAllByRole('button', { name: 'Show only what Ada Admin did' })));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ user_id: 'admin-1' }));

    await user.click(first(within(table).getAllByRole('button', { name: 'History of ola@example.com' })));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        user_id: 'admin-1',
        subject_type: 'user',
        subject_id: 'user-7',
      }),
    );

    await user.click(await screen.findByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Staff changes to roles' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ action: 'admin.role.' }));
    await waitFor(() => expect(log.listed.at(-1)?.get('filter[action]')).toBe('admin.role.'));
    expect(log.listed.at(-1)?.get('filter[subject_id]')).toBe('user-7');
  });

  it('exports what the filters show: the same search, filters and order, every page', async () => {
    const { user, log } = await renderLog(
      '/admin/activity-logs?search=support&action=admin.role.&created_at_from=2026-11-01&created_at_to=2026-11-25&page=2',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Export 2 entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(log.exported).toHaveLength(1));
    const asked = log.exported[0];
    expect(asked?.get('search')).toBe('support');
    expect(asked?.get('filter[action]')).toBe('admin.role.');
    expect(asked?.get('filter[created_at_from]')).toBe('2026-11-01');
    expect(asked?.get('filter[created_at_to]')).toBe('2026-11-25');
    expect(asked?.has('page')).toBe(false);
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
  });
});
