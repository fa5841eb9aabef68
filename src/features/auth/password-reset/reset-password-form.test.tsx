import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { ResetPasswordForm, type ResetPasswordFailure } from './reset-password-form';
import type { ResetPasswordValues } from './reset-password-schema';

function setup(...answers: (ResetPasswordFailure | null)[]) {
  const onSubmit = vi.fn((_values: ResetPasswordValues) => Promise.resolve(answers.shift() ?? null));
  return {
    onSubmit,
    user: userEvent.setup(),
    rendered: renderOnRouter(
      <ResetPasswordForm defaultEmail="ola@example.com" onSubmit={onSubmit} />,
      'Link expired?',
    ),
  };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('ResetPasswordForm', () => {
  it('starts with the address from the link', async () => {
    await setup().rendered;
    expect(field('Email').value).toBe('ola@example.com');
  });

  it('holds back a weak or unconfirmed password, saying why', async () => {
    const { onSubmit, user, rendered } = setup();
    await rendered;
    await user.type(field('New password'), 'secret12');
    await user.type(field('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the email, the password and its confirmation, and shows the strength', async () => {
    const { onSubmit, user, rendered } = setup();
    await rendered;
    await user.type(field('New password'), 'Secret123!');
    expect(screen.getByText('Password strength: Strong')).toBeTruthy();
    await user.type(field('Confirm new password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ola@example.com',
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
    });
  });

  it('shows a refused link above the form, keeping what was typed', async () => {
    const { user, rendered } = setup({ fields: {}, message: 'This reset link is invalid or has expired' });
    await rendered;
    await user.type(field('New password'), 'Secret123');
    await user.type(field('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link is invalid or has expired',
    );
    expect(field('New password').value).toBe('Secret123');
  });

  it('offers a new link and the way back to sign in', async () => {
    await setup().rendered;
    expect(screen.getByRole('link', { name: 'Request a new one' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});
