import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import { accessHandlers, anAccessStore, type AccessStore } from '../../../../tests/msw/handlers/admin-access';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const ROLE_RIGHTS = [
  'admin.roles.view',
  'admin.roles.create',
  'admin.roles.update',
  'admin.roles.delete',
  'admin.users.view',
];

async function renderRoles(store: AccessStore = anAccessStore(), abilities = ROLE_RIGHTS, who = anAdmin()) {
  server.use(...accessHandlers(store));
  signedInAs(who, abilities);
  const view = await renderRoute('/admin/roles');
  // The route's code loads on first use: a cold worker under load takes more than findBy's 1 s.
  await screen.findByRole('heading', { name: 'Roles', level: 1 }, { timeout: 10_000 });
  return { ...view, store, user: userEvent.setup() };
}

function grid() {
  return screen.getByRole('table', { name: /Roles and the permissions they grant/ });
}

// Each test renders the whole route tree and walks a dialog: more than the default 5 s on a busy machine.
describe('RolesScreen', { timeout: 20_000 }, () => {
  it('shows every role against every permission, by area, with the counts granted', async () => {
    await renderRoles();
    const table = grid();
    expect(within(table).getByRole('rowheader', { name: /^Users/ })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: /^Activity logs/ })).toBeTruthy();
    const support = within(table).getByRole('columnheader', { name: /support/ });
    // Its holders are the users list filtered by the role.
    expect(within(support).getByRole('link', { name: '3 users' }).getAttribute('href')).toBe(
      '/admin/users?role=support',
    );
    expect(within(support).getByText('1 of 5')).toBeTruthy();
    // The admin role grants everything, and its boxes cannot be changed.
    const adminBox = within(table).getByRole('checkbox', { name: 'admin grants admin.logs.view' });
    expect(adminBox.getAttribute('aria-checked')).toBe('true');
    expect(adminBox.hasAttribute('disabled')).toBe(true);
    expect(
      within(table)
        .getByRole('checkbox', { name: 'support grants admin.users.view' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('stages ticked boxes, says how many users they reach, and saves only after confirming', async () => {
    const { store, user } = await renderRoles();
    await user.click(within(grid()).getByRole('checkbox', { name: 'support grants admin.logs.view' }));
    await user.click(within(grid()).getByRole('checkbox', { name: 'support grants admin.users.view' }));

    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(within(bar).getByText('2 changes not saved yet')).toBeTruthy();
    expect(store.roleUpdates).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save changes to 1 role?' });
    expect(
      within(dialog).getByText('3 users hold support: what they may do changes as soon as you save.'),
    ).toBeTruthy();
    const changes = within(dialog).getByRole('list', { name: 'Changes to save' });
    expect(within(changes).getByText('Gains')).toBeTruthy();
    expect(within(changes).getByText('admin.logs.view')).toBeTruthy();
    expect(within(changes).getByText('Loses')).toBeTruthy();
    expect(within(changes).getByText('admin.users.view')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(store.roleUpdates).toEqual([{ id: 'role-support', body: { permissions: ['admin.logs.view'] } }]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull());
    expect(
      within(grid())
        .getByRole('checkbox', { name: 'support grants admin.logs.view' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('grants a whole area from its row, and Discard drops what was staged', async () => {
    const { store, user } = await renderRoles();
    await user.click(within(grid()).getByRole('checkbox', { name: 'auditor grants all of Users' }));
    for (const action of ['view', 'create', 'update', 'delete']) {
      const box = within(grid()).getByRole('checkbox', { name: `auditor grants admin.users.${action}` });
      expect(box.getAttribute('aria-checked')).toBe('true');
    }
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(within(bar).getByText('4 changes not saved yet')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    expect(
      within(grid())
        .getByRole('checkbox', { name: 'auditor grants admin.users.view' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(store.roleUpdates).toEqual([]);
  });

  it('asks before leaving the page with changes not saved', async () => {
    const { router, user } = await renderRoles();
    await user.click(within(grid()).getByRole('checkbox', { name: 'auditor grants admin.logs.view' }));

    void router.navigate({ to: '/settings' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/roles');
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toBeTruthy();
  });

  it('deletes a role only with its name typed and a reason, and never a built-in one', async () => {
    const { store, user } = await renderRoles();
    await user.click(screen.getByRole('button', { name: 'Actions for admin' }));
    const builtInDelete = await screen.findByRole('menuitem', { name: /Delete/ });
    expect(builtInDelete.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for support' }));
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role support?' });
    expect(within(dialog).getByText(/3 users hold this role/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete role' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Merged into agents');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('textbox', { name: /to confirm/ }));
    await user.paste('support');
    await user.click(confirm);

    await waitFor(() =>
      expect(store.roleDeletes).toEqual([{ id: 'role-support', reason: 'Merged into agents' }]),
    );
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /support/ })).toBeNull());
  });

  it('creates a role, keeping what was typed under the server’s refusal', async () => {
    const { store, user } = await renderRoles();
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const sheet = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Name' }), 'support');
    await user.click(within(sheet).getByRole('button', { name: 'Create role' }));

    expect(await within(sheet).findByText('A role with this name already exists')).toBeTruthy();
    const name = within(sheet).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('support');

    await user.clear(name);
    await user.type(name, 'billing-agent');
    await user.click(within(sheet).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(store.roleCreates.at(-1)).toMatchObject({ name: 'billing-agent', permissions: [] }),
    );
    expect(await within(grid()).findByRole('columnheader', { name: /billing-agent/ })).toBeTruthy();
  });

  it('keeps the built-in role’s name: the field is read-only and only the description is sent', async () => {
    const { store, user } = await renderRoles();
    await user.click(screen.getByRole('button', { name: 'Actions for admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit description' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit role admin' });
    const name = within(sheet).getByRole('textbox', { name: 'Name' });
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(within(sheet).getByText(/cannot be renamed/)).toBeTruthy();
    await user.type(within(sheet).getByRole('textbox', { name: 'Description' }), 'Runs the platform');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.roleUpdates).toEqual([{ id: 'role-admin', body: { description: 'Runs the platform' } }]),
    );
  });

  it('shows the grid read-only to staff who may only look', async () => {
    await renderRoles(anAccessStore(), ['admin.roles.view'], anAdmin({ roles: ['support'] }));
    const box = within(grid()).getByRole('checkbox', { name: 'support grants admin.logs.view' });
    expect(box.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for support' })).toBeNull();
  });
});
