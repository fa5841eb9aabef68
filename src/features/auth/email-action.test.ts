import { describe, expect, it } from 'vitest';
import { emailActionRedirect } from './email-action';

describe('emailActionRedirect', () => {
  it('sends a verify-email link to the verify page with its signature', () => {
    const target = emailActionRedirect({
      mode: 'verifyEmail',
      id: 'user-1',
      hash: 'abc',
      expires: '1712345678',
      signature: 'def',
      token: 'ignored',
    });
    expect(target?.options).toMatchObject({
      to: '/auth/email/verify/$id/$hash',
      params: { id: 'user-1', hash: 'abc' },
      search: { expires: '1712345678', signature: 'def' },
      replace: true,
    });
  });

  it('sends a reset-password link to the reset screen with its email', () => {
    expect(
      emailActionRedirect({ mode: 'resetPassword', token: 't0k3n', email: 'ola@example.com' })?.options,
    ).toMatchObject({
      to: '/auth/reset-password/$token',
      params: { token: 't0k3n' },
      search: { email: 'ola@example.com' },
      replace: true,
    });
  });

  it('sends a magic link to its landing screen', () => {
    expect(emailActionRedirect({ mode: 'magicLink', token: 't0k3n' })?.options).toMatchObject({
      to: '/auth/magic-link',
      search: { token: 't0k3n' },
      replace: true,
    });
  });

  it('has nowhere to send an unknown mode or a link missing what its screen needs', () => {
    expect(emailActionRedirect({})).toBeNull();
    expect(emailActionRedirect({ mode: 'deleteAccount', token: 't0k3n' })).toBeNull();
    expect(emailActionRedirect({ mode: 'verifyEmail', id: 'user-1' })).toBeNull();
    expect(emailActionRedirect({ mode: 'resetPassword', email: 'ola@example.com' })).toBeNull();
    expect(emailActionRedirect({ mode: 'magicLink' })).toBeNull();
  });
});
