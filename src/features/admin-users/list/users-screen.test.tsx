import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdminUser, someAdminUsers } from '../../../../tests/fixtures/admin-users';
import { aRole } from '../../../../tests/fixtures/admin-access';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope } from '../../../../tests/msw/contract';
import { adminUsersHandlers, aUserStore, type UserStore } from '../../../../tests/msw/handlers/admin-users';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const ALL = ['admin.users.view', 'admin.users.create', 'admin.users.update', 'admin.roles.view'];
const ROLES = [
  aRole({ id: 'role-admin', name: 'admin' }),
  aRole({ id: 'role-super', name: 'super-admin' }),
  aRole({ id: 'role-support', name: 'support', permissions: ['admin.support.view'] }),
];

let saved: { name: string; text: Promise<string> }[];

async function renderUsers(path = '/admin/users', store = aUserStore(), permissions = ALL) {
  // A staff member holding exactly these permissions (the admin role would grant every one).
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions }), permissions);
  server.use(
    ...adminUsersHandlers(store),
    contract.get('/admin/roles', () => envelope(ROLES)),
  );
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Users', level: 1 }, { timeout: 10_000 });
  return { ...view, store };
}

const table = () => screen.getByRole('table', { name: 'Users' });

beforeEach(() => {
  saved = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((made: Blob) => {
    blob = made;
    return 'blob:users';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, text: blob.text() });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UsersScreen', { timeout: 30_000 }, () => {
  it('asks for the users the URL’s filters name', async () => {
    const store = aUserStore();
    await renderUsers('/admin/users?status=suspended&role=support', store);
    await screen.findByText('Nothing matches these filters.');
    expect(store.listed.at(-1)?.get('filter[status]')).toBe('suspended');
    expect(store.listed.at(-1)?.get('filter[role]')).toBe('support');
  });

  it('shows each user linked to their page with status and roles, newest first by default', async () => {
    const store = aUserStore({
      users: [
        anAdminUser({ id: 'user-7', name: 'Ola Nowak', roles: ['support'] }),
        anAdminUser({ id: 'user-8', name: 'Jan Kowal', email: 'jan@example.com', status: 'suspended' }),
      ],
    });
    await renderUsers('/admin/users', store);
    const row = await within(table()).findByRole('row', { name: /Ola Nowak/ });
    expect(within(row).getByRole('link', { name: 'Ola Nowak' }).getAttribute('href')).toBe(
      '/admin/users/user-7',
    );
    expect(within(row).getAllByText('support').length).toBeGreaterThan(0);
    expect(within(table()).getByRole('row', { name: /Jan Kowal/ }).textContent).toContain('Suspended');
    expect(screen.getByRole('columnheader', { name: /Joined/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('creates a user from the sheet, showing a taken email under its field without losing what was typed', async () => {
    const user = userEvent.setup();
    const store = aUserStore({ users: [anAdminUser({ email: 'taken@example.com' })] });
    const { router } = await renderUsers('/admin/users', store);
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const sheet = await screen.findByRole('dialog', { name: 'New user' });
    // super-admin is given only by its own operation.
    expect(within(sheet).queryByRole('checkbox', { name: 'super-admin' })).toBeNull();

    await user.type(within(sheet).getByRole('textbox', { name: 'Name' }), 'Ewa Lis');
    await user.type(within(sheet).getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.type(within(sheet).getByLabelText('Password'), 'Secret123');
    await user.click(within(sheet).getByRole('checkbox', { name: 'support' }));
    await user.click(within(sheet).getByRole('button', { name: 'Create user' }));

    expect(await within(sheet).findByText('This email is already taken.')).toBeTruthy();
    expect(within(sheet).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Ewa Lis');
    expect(within(sheet).getByLabelText<HTMLInputElement>('Password').value).toBe('Secret123');

    const email = within(sheet).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ewa@example.com');
    await user.click(within(sheet).getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-101'));
    expect(store.created.at(-1)).toEqual({
      name: 'Ewa Lis',
      email: 'ewa@example.com',
      password: 'Secret123',
      language: 'en',
      roles: ['support'],
      email_verified: false,
      send_welcome: true,
    });
  });

  it('keeps a draft of the new user when the sheet is closed and opened again', async () => {
    const user = userEvent.setup();
    await renderUsers();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ewa Lis');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'New user' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' })).value).toBe('Ewa Lis');
  });

  it('suspends the ticked users with the reason given, then shows them suspended', async () => {
    const user = userEvent.setup();
    const store = aUserStore({ users: someAdminUsers(3) });
    await renderUsers('/admin/users', store);
    await user.click(await screen.findByRole('checkbox', { name: 'Select user1@example.com' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select user3@example.com' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 2 users?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Card testing from these accounts',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    await waitFor(() =>
      expect(store.actions).toEqual([
        { action: 'suspend', id: 'user-1', reason: 'Card testing from these accounts' },
        { action: 'suspend', id: 'user-3', reason: 'Card testing from these accounts' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(within(table()).getByRole('row', { name: /user3@example.com/ }).textContent).toContain(
        'Suspended',
      ),
    );
  });

  it('exports what the search and filters match, every page, after confirming the count', async () => {
    const user = userEvent.setup();
    const store: UserStore = aUserStore({ users: someAdminUsers(12) });
    await renderUsers('/admin/users?search=user1&sort=email', store);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Export 4 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('users-2026-03-02.csv');
    expect((await saved[0]?.text)?.split('\n')).toHaveLength(6);
    const query = store.exported.at(-1);
    expect(query?.get('search')).toBe('user1');
    expect(query?.get('sort')).toBe('email');
    expect(query?.has('page')).toBe(false);
  });

  it('offers staff who may only read the list neither new users nor changes, only the export', async () => {
    await renderUsers('/admin/users', aUserStore(), ['admin.users.view']);
    await within(table()).findByRole('row', { name: /Ola Nowak/ });
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
