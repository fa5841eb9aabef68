import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../tests/fixtures/user';
import { authHandlers } from '../../tests/msw/handlers/auth';
import { server } from '../../tests/msw/server';
import { renderRoute } from '../../tests/render-route';
import { signedInAs } from '../../tests/session';

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** The settings overview, signed in as Ola Nowak, once the account menu's button shows. */
async function renderSignedIn() {
  signedInAs(aUser({ name: 'Ola Nowak' }));
  const view = await renderRoute('/settings');
  const button = await screen.findByRole('button', { name: /account menu/i });
  return { ...view, button };
}

describe('the account menu', () => {
  it('names its button with the initials the button shows, so a voice command can say what it sees', async () => {
    const { button } = await renderSignedIn();

    expect(button.textContent).toContain('ON');
    expect(screen.getByRole('button', { name: /^ON\b/ })).toBe(button);
  });

  it('signs out, says so in a toast and opens the sign-in page', async () => {
    server.use(authHandlers.logout());
    const { button, router } = await renderSignedIn();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('You have been signed out')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
