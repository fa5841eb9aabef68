import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aRole } from '../../../../tests/fixtures/admin-access';
import { anAdminUser } from '../../../../tests/fixtures/admin-users';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, listEnvelope } from '../../../../tests/msw/contract';
import { adminUsersHandlers, aUserStore } from '../../../../tests/msw/handlers/admin-users';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const STAFF = [
  'admin.users.view',
  'admin.users.update',
  'admin.users.delete',
  'admin.roles.view',
  'admin.logs.view',
];
const ROLES = [
  aRole({ id: 'role-admin', name: 'admin' }),
  aRole({ id: 'role-auditor', name: 'auditor', permissions: ['admin.logs.view', 'admin.dashboard.view'] }),
  aRole({ id: 'role-support', name: 'support', permissions: ['admin.support.view', 'admin.dashboard.view'] }),
];

const ola = anAdminUser({
  id: 'user-7',
  name: 'Ola Nowak',
  email: 'ola@example.com',
  roles: ['auditor'],
  permissions: ['admin.dashboard.view', 'admin.logs.view'],
  two_factor_enabled: true,
});

async function renderUser(path = '/admin/users/user-7', store = aUserStore({ users: [ola] }), staff = STAFF) {
  // A staff member holding exactly these permissions (the admin role would grant every one).
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: staff }), staff);
  const staffChanges: URLSearchParams[] = [];
  server.use(
    ...adminUsersHandlers(store),
    contract.get('/admin/roles', () => envelope(ROLES)),
    contract.get('/admin/activity-logs', ({ request }) => {
      staffChanges.push(new URL(request.url).searchParams);
      return listEnvelope([
        {
          id: 'entry-1',
          user: { id: 'admin-1', name: 'Ada Admin', email: 'admin@example.com' },
          action: 'admin.user.suspended',
          description: 'Ada Admin suspended ola@example.com',
          subject_type: 'user',
          subject_id: 'user-7',
          properties: { reason: 'Chargebacks' },
          created_at: new Date('2026-03-01T10:00:00Z'),
        },
      ]);
    }),
  );
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Ola Nowak', level: 1 }, { timeout: 10_000 });
  return { ...view, store, staffChanges };
}

const header = () =>
  screen.getByRole('heading', { name: 'Ola Nowak', level: 1 }).closest('header') as HTMLElement;

/** Opens an action of the header, from its button or its "More actions" menu. */
async function act(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = within(header()).queryByRole('button', { name });
  if (button) return user.click(button);
  await user.click(within(header()).getByRole('button', { name: /More actions/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('UserScreen', { timeout: 30_000 }, () => {
  it('shows the account with its status, the reason it is suspended, and its roles', async () => {
    const suspended = {
      ...ola,
      status: 'suspended' as const,
      suspended_at: new Date('2026-03-01T10:00:00Z'),
      suspension_reason: 'Chargebacks on every payment',
    };
    await renderUser('/admin/users/user-7', aUserStore({ users: [suspended] }));
    expect(within(header()).getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('Chargebacks on every payment')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('auditor')).toBeTruthy();
  });

  it('opens the tab the URL names and writes the tab chosen into it', async () => {
    const user = userEvent.setup();
    const { router } = await renderUser('/admin/users/user-7?tab=domains');
    expect(screen.getByText('track.shop.example.com')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(await screen.findByText(/203\.0\.113\.7/)).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'sessions' });
  });

  it('lists the user’s domains with their plan and tracking, subscriptions, tickets and sessions', async () => {
    const user = userEvent.setup();
    await renderUser('/admin/users/user-7?tab=domains');
    const entry = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

    expect(entry('track.shop.example.com').textContent).toBe(
      'shop.example.comActiveProtrack.shop.example.comLive',
    );
    const subscriptions = within(
      screen.getByRole('heading', { name: 'Subscriptions' }).closest('[data-slot="card"]') as HTMLElement,
    );
    expect(subscriptions.getByRole('listitem').textContent).toMatch(
      /^shop\.example\.comActivePro · period ends /,
    );

    await user.click(screen.getByRole('tab', { name: 'Tickets' }));
    const ticket = await screen.findByRole('link', { name: '#12 Events stopped arriving' });
    expect(ticket.getAttribute('href')).toBe('/admin/support/tickets/ticket-1');
    expect((ticket.closest('li') as HTMLElement).textContent).toMatch(
      /^#12 Events stopped arrivingOpenChanged /,
    );

    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const session = (await screen.findByText(/Safari\/605/)).closest('li') as HTMLElement;
    expect(session.textContent).toMatch(/Safari\/605\.1\.15203\.0\.113\.7 · last active /);
  });

  it('says so in each tab where the user has nothing of the kind', async () => {
    const user = userEvent.setup();
    const empty = { domains: [], subscriptions: [], tickets: [], tickets_total: 0, sessions: [] };
    await renderUser(
      '/admin/users/user-7?tab=domains',
      aUserStore({ users: [ola], overviews: { 'user-7': empty } }),
    );

    expect(screen.getByText('No domains.')).toBeTruthy();
    expect(screen.getByText('No subscriptions.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Tickets' }));
    expect(await screen.findByText('No tickets.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(await screen.findByText('Not signed in anywhere.')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('listitem')).toBeNull();
  });

  it('suspends with the reason typed, then shows the account suspended', async () => {
    const user = userEvent.setup();
    const { store } = await renderUser();
    await act(user, 'Suspend');
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend ola@example.com?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargebacks on every payment');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    await waitFor(() =>
      expect(store.actions).toEqual([
        { action: 'suspend', id: 'user-7', reason: 'Chargebacks on every payment' },
      ]),
    );
    await waitFor(() => expect(within(header()).getByText('Suspended')).toBeTruthy());
    expect(within(header()).queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('says what deleting takes and keeps before asking for the email typed and a reason, then goes back to the list', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderUser();
    await act(user, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete ola@example.com?' });
    expect(dialog.textContent).toContain('1 domain');
    expect(dialog.textContent).toContain('1,520 events');
    expect(dialog.textContent).toContain('3 support messages');
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' });
    expect(confirm).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked to be forgotten');
    await user.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'ola@example.com');
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(store.actions).toEqual([{ action: 'delete', id: 'user-7', reason: 'Asked to be forgotten' }]);
  });

  it('changes the roles with a box per role', async () => {
    const user = userEvent.setup();
    const { store } = await renderUser();
    await act(user, 'Change roles');
    const dialog = await screen.findByRole('alertdialog', { name: 'Roles of ola@example.com' });
    expect(within(dialog).getByRole('checkbox', { name: 'auditor' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(store.updated).toEqual([{ id: 'user-7', body: { roles: ['auditor', 'support'] } }]),
    );
  });

  it('signs the user out everywhere and turns off their two-factor sign-in, each with a reason', async () => {
    const user = userEvent.setup();
    const { store } = await renderUser();
    await act(user, 'Sign out everywhere');
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign Ola Nowak out everywhere?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Laptop stolen');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await act(user, 'Turn off two-factor sign-in');
    dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-factor sign-in for ola@example.com?',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lost phone, identity checked');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(store.actions).toEqual([
        { action: 'sign-out', id: 'user-7', reason: 'Laptop stolen' },
        { action: 'two-factor', id: 'user-7', reason: 'Lost phone, identity checked' },
      ]),
    );
  });

  it('answers "why can this user do X" with the role granting each permission', async () => {
    const user = userEvent.setup();
    await renderUser('/admin/users/user-7?tab=access');
    const table = await screen.findByRole('table', { name: 'Permissions and the roles granting them' });
    const row = within(table).getByRole('row', { name: /admin\.logs\.view/ });
    expect(within(row).getByText('auditor')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Can this user…' }), 'users.delete');
    expect(screen.getByRole('status').textContent).toContain('none of this user’s roles grants');
  });

  it('reads the staff’s changes to the account only when the activity tab opens', async () => {
    const user = userEvent.setup();
    const { staffChanges } = await renderUser();
    expect(staffChanges).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Ada Admin suspended ola@example.com')).toBeTruthy();
    expect(screen.getByText('Reason: Chargebacks')).toBeTruthy();
    expect(staffChanges[0]?.get('filter[subject_id]')).toBe('user-7');
  });

  it('offers no suspension, sign-out or deletion on the staff member’s own account', async () => {
    const me = { ...ola, id: 'admin-1' };
    await renderUser('/admin/users/admin-1', aUserStore({ users: [me] }));
    const user = userEvent.setup();
    await user.click(within(header()).getByRole('button', { name: /More actions/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Suspend' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out everywhere' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
  });

  it('shows the not-found page for a user who does not exist', async () => {
    signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: STAFF }), STAFF);
    server.use(...adminUsersHandlers(aUserStore({ users: [ola] })));
    await renderRoute('/admin/users/user-404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('offers staff who may only read accounts no action', async () => {
    await renderUser('/admin/users/user-7', aUserStore({ users: [ola] }), ['admin.users.view']);
    expect(within(header()).queryByRole('button')).toBeNull();
  });
});
