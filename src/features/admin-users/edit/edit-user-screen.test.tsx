import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdminUser } from '../../../../tests/fixtures/admin-users';
import { aUser } from '../../../../tests/fixtures/user';
import { adminUsersHandlers, aUserStore } from '../../../../tests/msw/handlers/admin-users';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const STAFF = ['admin.users.view', 'admin.users.update'];

async function renderEdit() {
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: STAFF }), STAFF);
  const store = aUserStore({
    users: [
      anAdminUser({ id: 'user-7', name: 'Ola Nowak', email: 'ola@example.com' }),
      anAdminUser({ id: 'user-8', email: 'taken@example.com' }),
    ],
  });
  server.use(...adminUsersHandlers(store));
  const view = await renderRoute('/admin/users/user-7/edit');
  await screen.findByRole('heading', { name: 'Edit user', level: 1 }, { timeout: 10_000 });
  return { ...view, store };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('EditUserScreen', { timeout: 30_000 }, () => {
  it('shows a taken email under its field, keeps what was typed, then sends only what changed', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderEdit();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await user.clear(name);
    await user.type(name, 'Ola Nowak-Lis');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This email is already taken.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('Ola Nowak-Lis');

    await user.clear(email);
    await user.type(email, 'ola.lis@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-7'));
    expect(store.updated.at(-1)).toEqual({
      id: 'user-7',
      body: { name: 'Ola Nowak-Lis', email: 'ola.lis@example.com' },
    });
  });

  it('refuses a new password that breaks the rules before sending anything', async () => {
    const user = userEvent.setup();
    const { store } = await renderEdit();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(store.updated).toEqual([]);
  });
});
