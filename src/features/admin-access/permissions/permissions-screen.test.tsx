import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import { accessHandlers, anAccessStore, type AccessStore } from '../../../../tests/msw/handlers/admin-access';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const PERMISSION_RIGHTS = [
  'admin.permissions.view',
  'admin.permissions.create',
  'admin.permissions.update',
  'admin.permissions.delete',
];

async function renderPermissions(path = '/admin/permissions', store: AccessStore = anAccessStore()) {
  server.use(...accessHandlers(store));
  signedInAs(anAdmin(), PERMISSION_RIGHTS);
  const view = await renderRoute(path);
  // The route's code loads on first use: a cold worker under load takes more than findBy's 1 s.
  await screen.findByRole('heading', { name: 'Permissions', level: 1 }, { timeout: 10_000 });
  return { ...view, store, user: userEvent.setup() };
}

/** The row's actions button (the folded copy a phone shows sits beside it in jsdom). */
function actionsFor(list: HTMLElement, name: string) {
  const [button] = within(list).getAllByRole('button', { name: `Actions for ${name}` });
  if (!button) throw new Error(`no actions for ${name}`);
  return button;
}

async function table() {
  return screen.findByRole('table', { name: 'Permissions' });
}

// Each test renders the whole route tree and walks a form or a dialog: more than 5 s on a busy machine.
describe('PermissionsScreen', { timeout: 20_000 }, () => {
  it('sends the URL’s search, area, role and sort as the API names them, and shows who grants each', async () => {
    const { store } = await renderPermissions(
      '/admin/permissions?search=users&group=admin.users&role=support&sort=group&order=desc',
    );
    const list = await table();
    const row = within(list).getByRole('row', { name: /admin\.users\.view/ });
    // A phone folds the other columns under the first: jsdom has both copies.
    expect(within(row).getAllByText('support').length).toBeGreaterThan(0);
    const asked = store.permissionQueries.find((query) => query.get('filter[group]') !== null);
    expect(asked?.get('filter[group]')).toBe('admin.users');
    expect(asked?.get('filter[role]')).toBe('support');
    expect(asked?.get('search')).toBe('users');
    expect(asked?.get('sort')).toBe('group');
    expect(asked?.get('order')).toBe('desc');
  });

  it('puts a chosen area in the URL and lists only its permissions', async () => {
    const { router, user } = await renderPermissions();
    await table();
    await user.click(await screen.findByRole('combobox', { name: 'Admin area' }));
    await user.click(await screen.findByRole('option', { name: 'Activity logs' }));

    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 'admin.logs' }));
    const list = await table();
    await waitFor(() => expect(within(list).queryByRole('row', { name: /admin\.users\.view/ })).toBeNull());
    expect(within(list).getByRole('row', { name: /admin\.logs\.view/ })).toBeTruthy();
  });

  it('creates a permission with its roles, keeping what was typed under the server’s refusal', async () => {
    const { store, user } = await renderPermissions();
    await table();
    await user.click(screen.getByRole('button', { name: 'New permission' }));
    const sheet = await screen.findByRole('dialog', { name: 'New permission' });
    const name = within(sheet).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'admin.logs.view');
    await user.click(within(sheet).getByRole('checkbox', { name: 'auditor' }));
    await user.click(within(sheet).getByRole('button', { name: 'Create permission' }));

    expect(await within(sheet).findByText('A permission with this name already exists')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('admin.logs.view');
    expect(within(sheet).getByRole('checkbox', { name: 'auditor' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await user.clear(name);
    await user.type(name, 'admin.logs.export');
    await user.click(within(sheet).getByRole('button', { name: 'Create permission' }));
    await waitFor(() =>
      expect(store.permissionCreates.at(-1)).toEqual({
        name: 'admin.logs.export',
        group: null,
        description: null,
        roles: ['auditor'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New permission' })).toBeNull());
  });

  it('refuses a malformed name before sending it', async () => {
    const { store, user } = await renderPermissions();
    await table();
    await user.click(screen.getByRole('button', { name: 'New permission' }));
    const sheet = await screen.findByRole('dialog', { name: 'New permission' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Name' }), 'Reports View');
    await user.click(within(sheet).getByRole('button', { name: 'Create permission' }));
    expect(
      await within(sheet).findByText('Not a permission name: use lower-case parts joined by dots'),
    ).toBeTruthy();
    expect(store.permissionCreates).toEqual([]);
  });

  it('changes which roles grant a permission', async () => {
    const { store, user } = await renderPermissions();
    const list = await table();
    await user.click(actionsFor(list, 'admin.users.view'));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit permission admin.users.view' });
    expect(within(sheet).getByRole('checkbox', { name: 'admin' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(sheet).getByRole('checkbox', { name: 'support' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'auditor' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.permissionUpdates).toEqual([
        {
          id: 'perm-1',
          body: { name: 'admin.users.view', group: 'admin.users', description: null, roles: ['auditor'] },
        },
      ]),
    );
  });

  it('deletes a permission once its name is typed', async () => {
    const { store, user } = await renderPermissions();
    const list = await table();
    await user.click(actionsFor(list, 'admin.users.view'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete permission admin.users.view?' });
    expect(within(dialog).getByText(/taken from the role support/)).toBeTruthy();
    await user.click(within(dialog).getByRole('textbox', { name: /to confirm/ }));
    await user.paste('admin.users.view');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permission' }));
    await waitFor(() => expect(store.permissionDeletes).toEqual(['perm-1']));
    await waitFor(() => expect(within(list).queryByRole('row', { name: /admin\.users\.view/ })).toBeNull());
  });
});
