import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { twoFactorFailure } from './two-factor-failure';

describe('twoFactorFailure', () => {
  it('puts a refused code under the field', () => {
    const error = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { code: ['The code is not valid'] },
    });
    expect(twoFactorFailure(error, i18n)).toEqual({
      code: 'The code is not valid',
      message: null,
      expired: false,
    });
  });

  it('says the sign-in attempt is over when the challenge is refused', () => {
    const error = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { two_factor_token: ['This sign-in attempt has expired. Sign in again'] },
    });
    expect(twoFactorFailure(error, i18n)).toEqual({
      code: null,
      message: 'This sign-in attempt has expired. Sign in again',
      expired: true,
    });
  });

  it("shows the server's message for any other refusal", () => {
    const error = new ApiError({ message: 'Too many attempts. Try again in a minute', status: 429 });
    expect(twoFactorFailure(error, i18n).message).toBe('Too many attempts. Try again in a minute');
  });

  it('falls back to Failed to verify 2FA when nothing better is known', () => {
    expect(twoFactorFailure(new Error('boom'), i18n).message).toBe('Failed to verify 2FA');
    expect(twoFactorFailure(new ApiError({ message: '', status: 500 }), i18n).message).toBe(
      'Failed to verify 2FA',
    );
  });
});
