import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { ResetPasswordScreen } from './reset-password-screen';

/** Sets a new password from a well-formed link, the server answering `answer`; resolves with the alert. */
async function setNewPassword(answer: () => Response) {
  server.use(contract.post('/auth/reset-password', answer));
  const user = userEvent.setup();
  await renderOnRouter(
    <ResetPasswordScreen token={'a'.repeat(64)} email="ola@example.com" />,
    'Link expired?',
  );
  await user.type(screen.getByLabelText('New password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return screen.findByRole('alert');
}

describe('ResetPasswordScreen', () => {
  it('offers the form for a token of the shape the server makes', async () => {
    await renderOnRouter(
      <ResetPasswordScreen token={'a'.repeat(64)} email="ola@example.com" />,
      'Link expired?',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ola@example.com');
  });

  it('asks for a new link when the token was cut short, sending nothing', async () => {
    await renderOnRouter(
      <ResetPasswordScreen token="a1b2c3" email="ola@example.com" />,
      'This password reset link is incomplete or damaged. Request a new one.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new one' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('shows a refused token above the form and field errors under their fields', async () => {
    const alert = await setNewPassword(() =>
      refusal(422, 'The given data was invalid', {
        token: ['This reset link is invalid or has expired'],
        password: ['Too weak'],
      }),
    );
    expect(alert.textContent).toContain('This reset link is invalid or has expired');
    expect(screen.getByText('Too weak')).toBeTruthy();
  });

  it('falls back to Failed to reset password when the server says nothing', async () => {
    const alert = await setNewPassword(() => new HttpResponse(null, { status: 500 }));
    expect(alert.textContent).toContain('Failed to reset password');
  });
});
