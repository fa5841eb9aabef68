import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { loginFailure } from './login-failure';

describe('loginFailure', () => {
  it('puts the errors map of a 422 under its fields', () => {
    const error = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { email: ['The email is taken.', 'Second'], password: ['Too long.'] },
    });
    expect(loginFailure(error, i18n)).toEqual({
      fields: { email: 'The email is taken.', password: 'Too long.' },
      message: null,
    });
  });

  it("shows the server's message for a refused sign-in", () => {
    const error = new ApiError({ message: 'Invalid credentials', status: 401 });
    expect(loginFailure(error, i18n)).toEqual({ fields: {}, message: 'Invalid credentials' });
  });

  it("shows the server's words for a field the form does not show, not the envelope's message", () => {
    const error = new ApiError({
      message: 'The given data was invalid',
      status: 422,
      errors: { captcha: ['Solve the puzzle again'] },
    });
    expect(loginFailure(error, i18n)).toEqual({ fields: {}, message: 'Solve the puzzle again' });
  });

  it('falls back to Login failed when nothing better is known', () => {
    expect(loginFailure(new Error('boom'), i18n)).toEqual({ fields: {}, message: 'Login failed' });
    expect(loginFailure(new ApiError({ message: '', status: 500 }), i18n).message).toBe('Login failed');
  });
});
