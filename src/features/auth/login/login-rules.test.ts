import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loginErrors, type LoginValues } from './login-rules';

const valid: LoginValues = { email: 'owner@example.com', password: 'x', remember: false };

function messages(value: LoginValues) {
  return Object.entries(loginErrors(value, i18n)).map(([field, message]) => `${field}: ${message}`);
}

describe('loginErrors', () => {
  it('accepts a valid email with any non-empty password', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('asks for a valid email address when the email is malformed', () => {
    expect(messages({ ...valid, email: 'owner@' })).toEqual(['email: Please enter a valid email address']);
  });

  it('asks for a valid email address when the email is empty', () => {
    expect(messages({ ...valid, email: '' })).toEqual(['email: Please enter a valid email address']);
  });

  it('requires the password', () => {
    expect(messages({ ...valid, password: '' })).toEqual(['password: Password is required']);
  });

  it('names both fields when both break the rules', () => {
    expect(messages({ ...valid, email: 'owner', password: '' })).toEqual([
      'email: Please enter a valid email address',
      'password: Password is required',
    ]);
  });

  it('does not apply the registration strength rules to a sign-in password', () => {
    expect(messages({ ...valid, password: 'short' })).toEqual([]);
  });
});
