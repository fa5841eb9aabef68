import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { ResetPasswordScreen } from './reset-password-screen';

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
});
