import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { socialFailure } from './social-failure';

const FALLBACK = msg`Social login failed`;

describe('socialFailure', () => {
  it('asks for confirmation when the server could not match the provider account by its email', () => {
    const message = 'An account with this email already exists. Sign in to it and connect Local ID';
    const error = new ApiError({ message, status: 422, errors: { email: [message] } });
    expect(socialFailure(error, FALLBACK, i18n)).toEqual({ kind: 'confirm', message });
  });

  it("reports an expired flow with the server's message", () => {
    const message = 'This sign-in has expired or was already used. Please start again';
    const error = new ApiError({ message: 'Invalid', status: 422, errors: { state: [message] } });
    expect(socialFailure(error, FALLBACK, i18n)).toEqual({ kind: 'failed', message });
  });

  it('reports a suspended account as a failure', () => {
    const error = new ApiError({ message: 'Account suspended', status: 403 });
    expect(socialFailure(error, FALLBACK, i18n)).toEqual({ kind: 'failed', message: 'Account suspended' });
  });

  it('falls back to Social login failed', () => {
    expect(socialFailure(new TypeError('boom'), FALLBACK, i18n)).toEqual({
      kind: 'failed',
      message: 'Social login failed',
    });
  });
});
