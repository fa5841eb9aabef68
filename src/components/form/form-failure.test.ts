import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { failureMessage, formFailure } from './form-failure';

const FIELDS = ['email', 'password'] as const;
const fallback = msg`Registration failed`;

describe('formFailure', () => {
  it("puts a 422's first message per field under that field", () => {
    const error = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { email: ['Taken', 'Second'], password: ['Too weak'] },
    });
    expect(formFailure(error, FIELDS, fallback, i18n)).toEqual({
      fields: { email: 'Taken', password: 'Too weak' },
      message: null,
    });
  });

  it('shows an error on something the form has no field for above the form', () => {
    const error = new ApiError({
      message: 'Invalid',
      status: 422,
      errors: { token: ['This link has expired'], password: ['Too weak'] },
    });
    expect(formFailure(error, FIELDS, fallback, i18n)).toEqual({
      fields: { password: 'Too weak' },
      message: 'This link has expired',
    });
  });

  it("shows the server's message when no field is named", () => {
    const error = new ApiError({ message: 'Registration is closed at the moment', status: 403 });
    expect(formFailure(error, FIELDS, fallback, i18n)).toEqual({
      fields: {},
      message: 'Registration is closed at the moment',
    });
  });

  it('falls back to its own message when the server said nothing useful', () => {
    expect(formFailure(new Error('boom'), FIELDS, fallback, i18n).message).toBe('Registration failed');
    const silent = new ApiError({ message: 'Something went wrong', status: 400 });
    expect(formFailure(silent, FIELDS, fallback, i18n).message).toBe('Registration failed');
    const broken = new ApiError({
      message: 'The server ran into a problem. Please try again later.',
      status: 500,
    });
    expect(formFailure(broken, FIELDS, fallback, i18n).message).toBe('Registration failed');
    expect(formFailure(new ApiError({ message: ' ', status: 500 }), FIELDS, fallback, i18n).message).toBe(
      'Registration failed',
    );
  });
});

describe('failureMessage', () => {
  it("says the server's message on a field nobody sees instead of the envelope's 'The given data was invalid'", () => {
    const error = new ApiError({
      message: 'The given data was invalid',
      status: 422,
      errors: {
        success_url: ['Open the dashboard at http://localhost:3000 and try again'],
        cancel_url: ['Open the dashboard at http://localhost:3000 and try again'],
      },
    });
    expect(failureMessage(error, fallback, i18n)).toBe(
      'Open the dashboard at http://localhost:3000 and try again',
    );
  });

  it("says the server's message when no field is named, else its own", () => {
    const closed = new ApiError({ message: 'Registration is closed at the moment', status: 403 });
    expect(failureMessage(closed, fallback, i18n)).toBe('Registration is closed at the moment');
    expect(failureMessage(new Error('boom'), fallback, i18n)).toBe('Registration failed');
  });
});
