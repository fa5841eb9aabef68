import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { formFailure } from './form-failure';

const FALLBACK = msg`Failed to update profile`;
const FIELDS = ['name', 'phone'] as const;

describe('formFailure', () => {
  it('puts the first message of each of the form’s fields under it', () => {
    const error = new ApiError({
      message: 'Invalid data',
      status: 422,
      errors: { name: ['Too short', 'Too plain'], phone: ['Not a number'] },
    });
    expect(formFailure(error, FIELDS, FALLBACK, i18n)).toEqual({
      fields: { name: 'Too short', phone: 'Not a number' },
      message: null,
    });
  });

  it('shows an error on something the form has no field for above the form', () => {
    const error = new ApiError({
      message: 'Invalid data',
      status: 422,
      errors: { preferences: ['Unknown theme'] },
    });
    expect(formFailure(error, FIELDS, FALLBACK, i18n)).toEqual({ fields: {}, message: 'Unknown theme' });
  });

  it('shows the server’s message when it names no field', () => {
    const error = new ApiError({ message: 'Try again later', status: 409 });
    expect(formFailure(error, FIELDS, FALLBACK, i18n)).toEqual({ fields: {}, message: 'Try again later' });
  });

  it('falls back to the given message when the server said nothing, or the failure was not the API’s', () => {
    expect(formFailure(new ApiError({ message: '', status: 500 }), FIELDS, FALLBACK, i18n).message).toBe(
      'Failed to update profile',
    );
    expect(formFailure(new TypeError('boom'), FIELDS, FALLBACK, i18n).message).toBe(
      'Failed to update profile',
    );
  });
});
