import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { actionFailure } from './two-factor-action-failure';

const fallback = msg`Failed to disable 2FA`;

describe('actionFailure', () => {
  it("puts the server's verdict on the form's field under it", () => {
    const error = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { password: ['The password is not correct'] },
    });
    expect(actionFailure(error, 'password', fallback, i18n)).toEqual({
      fields: { password: 'The password is not correct' },
      message: null,
    });
  });

  it("shows the server's message when the errors name another field", () => {
    const error = new ApiError({
      message: 'Two-factor authentication is not on',
      status: 422,
      errors: { two_factor: ['Two-factor authentication is not on'] },
    });
    expect(actionFailure(error, 'password', fallback, i18n)).toEqual({
      fields: {},
      message: 'Two-factor authentication is not on',
    });
  });

  it('falls back to the operation’s own message when nothing better is known', () => {
    expect(actionFailure(new Error('boom'), 'password', fallback, i18n).message).toBe(
      'Failed to disable 2FA',
    );
    expect(actionFailure(new ApiError({ message: '', status: 500 }), 'code', fallback, i18n).message).toBe(
      'Failed to disable 2FA',
    );
  });
});
