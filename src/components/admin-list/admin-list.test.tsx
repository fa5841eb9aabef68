import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersQueries, type AdminUser } from '@/api/queries/admin-users';
import { listQueryOf } from '@/components/table/list-query';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import type { FilterGroup } from '@/lib/filter-values';
import { notify } from '@/lib/notify';
import type { AdminColumn } from './admin-columns';
import { AdminList } from './admin-list';
import type { BulkAction } from './bulk-action';
import type { BulkTarget } from './list-selection';
import { columnChoiceKey } from './use-column-choice';
import { someAdminUsers } from '../../../tests/fixtures/admin-users';
import { refusal } from '../../../tests/msw/contract';
import { adminUsersHandlers, aUserStore, type UserStore } from '../../../tests/msw/handlers/admin-users';
import { server, TEST_API } from '../../../tests/msw/server';
import { renderScreen } from '../../../tests/render-screen';

const COLUMNS: readonly AdminColumn<AdminUser>[] = [
  { key: 'email', label: 'Email', sortable: true, cell: (user) => user.email },
  { key: 'status', label: 'Status', sortable: true, cell: (user) => user.status },
  { key: 'domains_count', label: 'Domains', hiddenByDefault: true, cell: (user) => user.domains_count },
];

const FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: 'Search', type: 'text' },
  {
    key: 'status',
    label: 'Status',
    type: 'multiselect',
    options: [
      { label: 'Active', value: 'active' },
      { label: 'Suspended', value: 'suspended' },
    ],
  },
];

const runs: { action: string; target: BulkTarget; reason: string }[] = [];

const ACTIONS: readonly BulkAction[] = [
  {
    id: 'suspend',
    label: 'Suspend',
    targets: ['rows'],
    tone: 'destructive',
    reason: true,
    confirm: (count) => ({
      title: `Suspend ${count} users?`,
      description: 'Signed out.',
      confirmLabel: 'Suspend',
    }),
    run: (target, reason) => {
      runs.push({ action: 'suspend', target, reason });
      return Promise.resolve({ done: 1, failed: [{ id: 'user-2', message: 'Not your own account.' }] });
    },
  },
  {
    id: 'export',
    label: 'Export',
    targets: ['matching'],
    always: true,
    confirm: (count) => ({ title: `Export ${count} users?`, description: 'As CSV.', confirmLabel: 'Export' }),
    run: (target, reason) => {
      runs.push({ action: 'export', target, reason });
      return Promise.resolve(undefined);
    },
  },
];

type ListOptions = Partial<
  Pick<Parameters<typeof AdminList<AdminUser>>[0], 'columns' | 'filters' | 'bulkActions' | 'noMatch'>
>;

function UsersList({ columns = COLUMNS, filters = FILTERS, bulkActions = ACTIONS, noMatch }: ListOptions) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const url = useTableUrlState({
    sortKeys: ['email', 'status'],
    filterKeys: ['status'],
    search: useSearch({ strict: false }),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminUsersQueries.list(listQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminList
      id="test-users"
      caption="Users"
      columns={columns}
      getRowId={(user) => user.id}
      rowLabel={(user) => user.email}
      url={url}
      filters={filters}
      result={result}
      countLabel={(count) => t`${plural(count, { one: '# user', other: '# users' })}`}
      bulkActions={bulkActions}
      noMatch={noMatch}
      empty={<p>No users yet.</p>}
    />
  );
}

async function renderList(
  path = '/admin/users',
  store: UserStore = aUserStore({ users: someAdminUsers(25) }),
  options: ListOptions = {},
) {
  server.use(...adminUsersHandlers(store));
  const view = await renderScreen(<UsersList {...options} />, path, 'Users');
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
  return { ...view, store };
}

const table = () => screen.getByRole('table', { name: 'Users' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const lastAsked = (store: UserStore) => store.listed.at(-1);

beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

beforeEach(() => {
  runs.length = 0;
  localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('AdminList', { timeout: 20_000 }, () => {
  it('asks the server for the URL’s page, size, sort and filters, and shows the total', async () => {
    const { store } = await renderList('/admin/users?page=2&per_page=20&sort=email&order=desc&status=active');
    await screen.findByText('user21@example.com');
    const query = lastAsked(store);
    expect(query?.get('page')).toBe('2');
    expect(query?.get('per_page')).toBe('20');
    expect(query?.get('sort')).toBe('email');
    expect(query?.get('order')).toBe('desc');
    expect(query?.get('filter[status]')).toBe('active');
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('searches 300 ms after typing stops, once, and writes the search and sort into the URL', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderList();
    const before = store.listed.length;
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'user7');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'user7' }));
    await screen.findByText('user7@example.com');
    const searches = store.listed.slice(before).map((query) => query.get('search'));
    expect(searches).toEqual(['user7']);

    await user.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'status' }));
  });

  it('hides and shows columns by choice, remembered for the list in localStorage', async () => {
    const user = userEvent.setup();
    await renderList();
    expect(headers()).toEqual(['', 'Email', 'Status']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Domains' }));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(headers()).toEqual(['', 'Email', 'Domains']);
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('test-users')) ?? '{}')).toEqual({
      domains_count: true,
      status: false,
    });
  });

  it('starts with the columns chosen on an earlier visit', async () => {
    localStorage.setItem(columnChoiceKey('test-users'), JSON.stringify({ status: false, email: false }));
    await renderList();
    // The first column names the row: it cannot be hidden.
    expect(headers()).toEqual(['', 'Email']);
  });

  it('folds the other shown columns under the first one for phones', async () => {
    await renderList();
    const row = within(table()).getByRole('row', { name: /user1@example.com/ });
    const [, first, status] = within(row).getAllByRole('cell');
    const folded = first?.querySelector('[data-slot="folded-columns"]');
    expect(folded?.className).toContain('sm:hidden');
    expect(folded?.textContent).toBe('Status' + 'active');
    expect(status?.className).toContain('hidden sm:table-cell');
  });

  it('confirms the count and asks why before a bulk action on the ticked rows, then tells what was refused', async () => {
    const user = userEvent.setup();
    const warned = vi.spyOn(notify, 'warning');
    await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select user1@example.com' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select user2@example.com' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar.textContent).toContain('Selected: 2 users');

    await user.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(runs).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam wave');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]).toEqual({
      action: 'suspend',
      target: { kind: 'rows', ids: ['user-1', 'user-2'] },
      reason: 'Spam wave',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
    expect(warned).toHaveBeenCalledWith('Not done for 1 of 2: Not your own account.');
  });

  it('chooses everything matching the filter, counted by the total, for an action that takes it', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar.textContent).toContain('Selected: 10 users');
    // Suspending takes ticked rows only; exporting everything matching is not offered until chosen.
    expect(within(bar).queryByRole('button', { name: 'Export' })).toBeNull();

    await user.click(within(bar).getByRole('button', { name: 'Select everything matching (25 users)' }));
    expect(bar.textContent).toContain('All matching the filters are chosen: 25 users');
    expect(within(bar).queryByRole('button', { name: 'Suspend' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Export 25 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(runs).toEqual([{ action: 'export', target: { kind: 'matching' }, reason: '' }]),
    );
  });

  it('offers an action on everything matching above the list with nothing ticked', async () => {
    const user = userEvent.setup();
    await renderList('/admin/users?status=active');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alertdialog', { name: 'Export 25 users?' })).toBeTruthy();
  });

  it('forgets the selection when the filters change', async () => {
    const user = userEvent.setup();
    const { router } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select user1@example.com' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toBeTruthy();
    await router.navigate({ to: '.', search: { status: 'suspended' } });
    await screen.findByText('Nothing matches these filters.');
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });

  it('says what an empty list says when nothing is filtered', async () => {
    await renderList('/admin/users', aUserStore({ users: [] }));
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.queryByText('Nothing matches these filters.')).toBeNull();
  });

  it('says when the filters match nothing, and clears them', async () => {
    const user = userEvent.setup();
    await renderList('/admin/users?search=nobody', aUserStore({ users: someAdminUsers(3) }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('user3@example.com')).toBeTruthy();
  });

  it('shows the server’s message when the list fails, and loads it again on Retry', async () => {
    const user = userEvent.setup();
    const store = aUserStore({ users: someAdminUsers(2) });
    server.use(...adminUsersHandlers(store));
    // Once only: Retry then reaches the store's list.
    server.use(
      http.get(`${TEST_API}/admin/users`, () => refusal(500, 'The database is busy'), { once: true }),
    );
    await renderScreen(<UsersList />, '/admin/users', 'The database is busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('user2@example.com')).toBeTruthy();
  });

  it('has no filter bar without filters, and no checkboxes without bulk actions', async () => {
    await renderList('/admin/users', undefined, { filters: [], bulkActions: [] });
    await screen.findByText('user1@example.com');
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    expect(within(table()).queryAllByRole('checkbox')).toEqual([]);
    expect(headers()).toEqual(['Email', 'Status']);
    // The count and the column choice stay.
    expect(screen.getByText('25 users')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
  });

  it('says in the list’s own words that the filters match nothing, and still clears them', async () => {
    const user = userEvent.setup();
    await renderList('/admin/users?search=nobody', aUserStore({ users: someAdminUsers(3) }), {
      noMatch: 'No users match these filters.',
    });
    await screen.findByText('No users match these filters.');
    expect(screen.queryByText('Nothing matches these filters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('user3@example.com')).toBeTruthy();
  });

  it('lets a column after the first name the row: it cannot be hidden, and the others fold under it', async () => {
    const user = userEvent.setup();
    const numbered: readonly AdminColumn<AdminUser>[] = [
      { key: 'number', label: 'No.', cell: (row) => `#${row.id}` },
      { key: 'email', label: 'Email', names: true, cell: (row) => row.email },
      { key: 'status', label: 'Status', cell: (row) => row.status },
    ];
    await renderList('/admin/users', undefined, { columns: numbered, bulkActions: [] });
    expect(headers()).toEqual(['No.', 'Email', 'Status']);
    const row = within(table()).getByRole('row', { name: /user1@example.com/ });
    const [number, email] = within(row).getAllByRole('cell');
    expect(number?.className).toContain('hidden sm:table-cell');
    expect(email?.className).not.toContain('hidden');
    expect(email?.querySelector('[data-slot="folded-columns"]')?.textContent).toBe(
      'No.' + '#user-1' + 'Status' + 'active',
    );

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('checkbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Status' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'No.' }));
    expect(headers()).toEqual(['Email', 'Status']);
  });
});
