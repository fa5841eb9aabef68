import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BrowserSession } from '@/api/queries/auth-sessions';
import { notify } from '@/lib/notify';
import { aBrowserSession } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const MINUTE = 60_000;
const PAGE = '/settings/browser-sessions';

/** The server's sessions: revoking one removes it; what was revoked is recorded. */
function answerSessions({ canChangePassword = true } = {}) {
  signedInAs(aUser({ can_change_password: canChangePassword }));
  let sessions: BrowserSession[] = [
    aBrowserSession({ id: 'current', is_current: true, last_active: new Date() }),
    aBrowserSession({
      id: 'phone',
      device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
      ip_address: '198.51.100.4',
      location: 'Kraków, Poland',
      last_active: new Date(Date.now() - 5 * MINUTE),
    }),
    aBrowserSession({ id: 'laptop', device: { browser: 'Firefox', os: 'Windows', type: 'desktop' } }),
  ];
  const seen = { revoked: [] as string[], terminateBodies: [] as unknown[] };
  server.use(
    contract.get('/auth/sessions', () => envelope(sessions)),
    contract.delete('/auth/sessions/terminate-others', async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      seen.terminateBodies.push(body);
      if (canChangePassword && (body as { password?: string } | null)?.password !== 'Secret123') {
        return refusal(422, 'Invalid data', { password: ['The password is incorrect'] });
      }
      const count = sessions.length - 1;
      sessions = sessions.filter((session) => session.is_current);
      return envelope({ terminated_count: count });
    }),
    contract.delete('/auth/sessions/{id}', ({ params }) => {
      seen.revoked.push(params.id ?? '');
      sessions = sessions.filter((session) => session.id !== params.id);
      return envelope(null);
    }),
  );
  return seen;
}

async function setup() {
  const user = userEvent.setup();
  await renderRoute(PAGE);
  const list = await screen.findByRole('list', { name: 'Signed-in browsers' });
  await within(list).findByText('Safari on iOS');
  return { user, list };
}

describe('BrowserSessionsScreen', () => {
  it('lists each browser with its device, place and last activity, the current one marked', async () => {
    answerSessions();
    const { list } = await setup();
    const rows = within(list).getAllByRole('listitem');

    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Chrome on LinuxThis browser',
      'Safari on iOS',
      'Firefox on Windows',
    ]);
    expect(rows[0]?.textContent).toContain('Active now');
    expect(rows[1]?.textContent).toContain('Kraków, Poland · 198.51.100.4');
    expect(rows[1]?.textContent).toContain('Last active 5 minutes ago');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('signs another browser out once confirmed', async () => {
    const seen = answerSessions();
    const success = vi.spyOn(notify, 'success');
    const { user, list } = await setup();

    await user.click(within(list).getByRole('button', { name: 'Sign out: Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out this browser?' });
    expect(dialog.textContent).toContain('Safari on iOS is signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(within(list).queryByText('Safari on iOS')).toBeNull());
    expect(seen.revoked).toEqual(['phone']);
    expect(success).toHaveBeenCalledWith('The browser was signed out');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('signs nothing out when the question is cancelled', async () => {
    const seen = answerSessions();
    const { user, list } = await setup();

    await user.click(within(list).getByRole('button', { name: 'Sign out: Firefox on Windows' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(seen.revoked).toEqual([]);
  });

  it('signs out every other browser with the password, a wrong one shown under the field', async () => {
    const seen = answerSessions();
    const success = vi.spyOn(notify, 'success');
    const { user, list } = await setup();

    await user.click(screen.getByRole('button', { name: 'Sign out other browsers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other browsers?' });
    const password = within(dialog).getByLabelText('Your password');
    expect(document.activeElement).toBe(password);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other browsers' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(seen.terminateBodies).toEqual([]);

    await user.type(password, 'wrong{Enter}');
    expect(await within(dialog).findByText('The password is incorrect')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Secret123{Enter}');

    await waitFor(() => expect(success).toHaveBeenCalledWith('Signed out 2 other browsers'));
    expect(seen.terminateBodies).toEqual([{ password: 'wrong' }, { password: 'Secret123' }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out other browsers' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('takes the focus back to the password when it is missing, and when the server refuses it', async () => {
    answerSessions();
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Sign out other browsers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other browsers?' });
    const password = within(dialog).getByLabelText('Your password');
    const confirm = within(dialog).getByRole('button', { name: 'Sign out other browsers' });

    await user.click(confirm);
    await within(dialog).findByText('Password is required');
    await waitFor(() => expect(document.activeElement).toBe(password));

    await user.type(password, 'wrong');
    await user.click(confirm);
    await within(dialog).findByText('The password is incorrect');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('asks no password of an account that signs in only through a social provider', async () => {
    const seen = answerSessions({ canChangePassword: false });
    const { user } = await setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out other browsers' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Sign out other browsers' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).queryByLabelText('Your password')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other browsers' }));

    await waitFor(() => expect(seen.terminateBodies).toEqual([null]));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signedInAs();
    let fail = true;
    server.use(
      contract.get('/auth/sessions', () =>
        fail ? refusal(500, 'Boom') : envelope([aBrowserSession({ is_current: true })]),
      ),
    );
    await renderRoute(PAGE);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    fail = false;
    await userEvent.setup().click(retry);

    expect(await screen.findByText('This browser')).toBeTruthy();
  });

  it('loads its data when a link to it is hovered, before the click', async () => {
    signedInAs();
    const asked: string[] = [];
    server.use(
      contract.get('/auth/sessions', () => {
        asked.push('sessions');
        return envelope([aBrowserSession({ is_current: true })]);
      }),
    );
    await renderRoute('/settings');
    const link = await screen.findByRole('link', { name: /Browser sessions/ });

    await userEvent.setup().hover(link);

    await waitFor(() => expect(asked).toEqual(['sessions']));
  });
});
