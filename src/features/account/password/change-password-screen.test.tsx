import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal, type SuccessOf } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const PAGE = '/settings/change-password';

/**
 * The server: signed in as a user who has a password (or not), and POST /user/change-password answered
 * by `respond`; bodies recorded.
 */
function answer(
  respond: () => SuccessOf<'/user/change-password', 'post'> | Response,
  canChangePassword = true,
) {
  signedInAs(aUser({ can_change_password: canChangePassword }));
  const bodies: unknown[] = [];
  server.use(
    contract.post('/user/change-password', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function setup() {
  const user = userEvent.setup();
  await renderRoute(PAGE);
  const current = await screen.findByLabelText('Current password');
  const fill = async (values: { current?: string; password?: string; confirmation?: string }) => {
    if (values.current !== undefined) await user.type(current, values.current);
    if (values.password !== undefined)
      await user.type(screen.getByLabelText('New password'), values.password);
    if (values.confirmation !== undefined)
      await user.type(screen.getByLabelText('Confirm new password'), values.confirmation);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Change password' }));
  return { user, fill, submit };
}

const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('ChangePasswordScreen', () => {
  it('changes the password, says so and empties the form', async () => {
    const bodies = answer(() => envelope(null));
    const success = vi.spyOn(notify, 'success');
    const { fill, submit } = await setup();

    await fill({ current: 'Old12345', password: 'New12345x', confirmation: 'New12345x' });
    await submit();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed'));
    expect(bodies).toEqual([
      { current_password: 'Old12345', password: 'New12345x', password_confirmation: 'New12345x' },
    ]);
    await waitFor(() => expect(valueOf('Current password')).toBe(''));
    expect(valueOf('New password')).toBe('');
  });

  it('judges none of the emptied fields once the password has changed', async () => {
    answer(() => envelope(null));
    const { fill, submit } = await setup();

    await fill({ current: 'Old12345', password: 'New12345x', confirmation: 'New12345x' });
    await submit();

    await waitFor(() => expect(valueOf('Current password')).toBe(''));
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
  });

  it('holds a new password to the rules of section 5, each with its own message', async () => {
    const bodies = answer(() => envelope(null));
    const { user, fill, submit } = await setup();

    await submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    await fill({ password: 'alllowercase1' });
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await fill({ password: 'ALLUPPER1' });
    expect(await screen.findByText('Password must contain at least one lowercase letter')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await fill({ password: 'NoDigitsHere' });
    expect(await screen.findByText('Password must contain at least one number')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('says when the confirmation does not match, under the confirmation', async () => {
    const bodies = answer(() => envelope(null));
    const { fill, submit } = await setup();

    await fill({ current: 'Old12345', password: 'New12345x', confirmation: 'New12345y' });
    await submit();

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('shows the strength of the new password', async () => {
    answer(() => envelope(null));
    const { fill } = await setup();

    await fill({ password: 'New12345x!' });

    expect(await screen.findByText('Password strength: Strong')).toBeTruthy();
  });

  it('shows a wrong current password under its field and keeps what was typed', async () => {
    answer(() => refusal(422, 'Invalid data', { current_password: ['The current password is incorrect'] }));
    const success = vi.spyOn(notify, 'success');
    const { fill, submit } = await setup();

    await fill({ current: 'Wrong1234', password: 'New12345x', confirmation: 'New12345x' });
    await submit();

    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(valueOf('Current password')).toBe('Wrong1234');
    expect(valueOf('New password')).toBe('New12345x');
    expect(valueOf('Confirm new password')).toBe('New12345x');
    expect(success).not.toHaveBeenCalled();
  });

  it('falls back to “Failed to change password” when the server says nothing', async () => {
    answer(() => new Response(null, { status: 500 }));
    const { fill, submit } = await setup();

    await fill({ current: 'Old12345', password: 'New12345x', confirmation: 'New12345x' });
    await submit();

    expect(await screen.findByText('Failed to change password')).toBeTruthy();
  });

  it('tells an account without a password how to set one instead', async () => {
    answer(() => envelope(null), false);
    await renderRoute(PAGE);

    expect(await screen.findByText('Your account has no password yet')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
