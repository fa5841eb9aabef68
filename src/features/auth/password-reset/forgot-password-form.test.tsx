import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { ForgotPasswordForm, type ForgotPasswordFailure } from './forgot-password-form';
import type { ForgotPasswordValues } from './forgot-password-schema';

function setup(defaultEmail?: string, ...answers: (ForgotPasswordFailure | null)[]) {
  const onSubmit = vi.fn((_values: ForgotPasswordValues) => Promise.resolve(answers.shift() ?? null));
  return {
    onSubmit,
    user: userEvent.setup(),
    rendered: renderOnRouter(
      <ForgotPasswordForm defaultEmail={defaultEmail} onSubmit={onSubmit} />,
      'Remembered it?',
    ),
  };
}

describe('ForgotPasswordForm', () => {
  it('asks for a valid email address before sending', async () => {
    const { onSubmit, user, rendered } = setup();
    await rendered;
    await user.type(screen.getByLabelText('Email'), 'ola@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the address, starting from the one given', async () => {
    const { onSubmit, user, rendered } = setup('ola@example.com');
    await rendered;
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ola@example.com' });
  });

  it('shows a failure above the form and keeps the address', async () => {
    const { user, rendered } = setup('ola@example.com', {
      fields: {},
      message: 'Failed to send password reset email',
    });
    await rendered;
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send password reset email');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ola@example.com');
  });

  it('links back to sign in', async () => {
    await setup().rendered;
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});
