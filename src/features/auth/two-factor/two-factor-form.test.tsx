import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import type { TwoFactorFailure } from './two-factor-failure';
import { TwoFactorForm } from './two-factor-form';

const wrongCode: TwoFactorFailure = { code: 'The code is not valid', message: null, expired: false };
const expired: TwoFactorFailure = {
  code: null,
  message: 'This sign-in attempt has expired. Sign in again',
  expired: true,
};

function setup(...answers: (TwoFactorFailure | null)[]) {
  const onSubmit = vi.fn((_code: string) => Promise.resolve(answers.shift() ?? null));
  return {
    onSubmit,
    user: userEvent.setup(),
    render: () => renderOnRouter(<TwoFactorForm onSubmit={onSubmit} />, 'Authentication code'),
  };
}

describe('TwoFactorForm', () => {
  it('asks for the app code with the one-time-code and numeric keyboard hints', async () => {
    await setup().render();
    const input = screen.getByLabelText('Authentication code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('sends the code by itself once six digits are typed', async () => {
    const { onSubmit, user, render } = setup();
    await render();

    await user.type(screen.getByLabelText('Authentication code'), '12345');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Authentication code'), '6');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('sends a code pasted with a space as six digits', async () => {
    const { onSubmit, user, render } = setup();
    await render();

    await user.click(screen.getByLabelText('Authentication code'));
    await user.paste('123 456');

    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('sends nothing while the code is short, and says what it needs', async () => {
    const { onSubmit, user, render } = setup();
    await render();

    await user.type(screen.getByLabelText('Authentication code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refused code under the field, keeps it, and sends the next one typed', async () => {
    const { onSubmit, user, render } = setup(wrongCode, null);
    await render();

    await user.type(screen.getByLabelText('Authentication code'), '000000');

    expect(await screen.findByText('The code is not valid')).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Authentication code');
    expect(input.value).toBe('000000');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.clear(input);
    await user.type(input, '654321');

    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith('654321');
    expect(screen.queryByText('The code is not valid')).toBeNull();
  });

  it('switches to a recovery code and sends it trimmed, without auto-sending', async () => {
    const { onSubmit, user, render } = setup();
    await render();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    await user.type(input, ' k3f9x-2mq7d ');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(onSubmit).toHaveBeenCalledWith('k3f9x-2mq7d');
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(screen.getByLabelText<HTMLInputElement>('Authentication code').value).toBe('');
  });

  it('switches method from the focused, empty code field without judging it', async () => {
    const { user, render } = setup();
    await render();
    expect(document.activeElement).toBe(screen.getByLabelText('Authentication code'));

    // Pressed, not yet released: an error shown now would move the button away from the pointer.
    const button = screen.getByRole('button', { name: 'Use a recovery code' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button });

    expect(document.activeElement).toBe(screen.getByLabelText('Recovery code'));
  });

  it('offers signing in again once the attempt is over, and sends nothing more', async () => {
    const { onSubmit, user, render } = setup(expired);
    await render();

    await user.type(screen.getByLabelText('Authentication code'), '123456');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This sign-in attempt has expired. Sign in again');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByLabelText<HTMLInputElement>('Authentication code').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal without a field above the form', async () => {
    const { user, render } = setup({ code: null, message: 'Failed to verify 2FA', expired: false });
    await render();

    await user.type(screen.getByLabelText('Authentication code'), '123456');

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to verify 2FA');
    expect(screen.getByLabelText<HTMLInputElement>('Authentication code').disabled).toBe(false);
  });
});
