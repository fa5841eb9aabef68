import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';

const valid = { email: 'owner@example.com', password: 'x', remember: false };

function messages(values: unknown) {
  const result = loginSchema(i18n).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map(
        (issue: { path: PropertyKey[]; message: string }) => `${issue.path.join('.')}: ${issue.message}`,
      );
}

describe('loginSchema', () => {
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

  it('does not apply the registration strength rules to a sign-in password', () => {
    expect(messages({ ...valid, password: 'short' })).toEqual([]);
  });
});
