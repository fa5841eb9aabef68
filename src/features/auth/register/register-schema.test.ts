import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { registerSchema } from './register-schema';

const valid = {
  name: 'Ola Nowak',
  email: 'ola@example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

function messages(values: unknown) {
  const result = registerSchema(i18n).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map(
        (issue: { path: PropertyKey[]; message: string }) => `${issue.path.join('.')}: ${issue.message}`,
      );
}

describe('registerSchema', () => {
  it('accepts a complete, valid registration', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('asks for a name of at least 2 characters, spaces around it not counted', () => {
    expect(messages({ ...valid, name: 'O' })).toEqual(['name: Name must be at least 2 characters']);
    expect(messages({ ...valid, name: ' O ' })).toEqual(['name: Name must be at least 2 characters']);
    expect(messages({ ...valid, name: 'Ol' })).toEqual([]);
  });

  it('asks for the confirmation when it is left empty, whatever the password', () => {
    expect(messages({ ...valid, password_confirmation: '' })).toContain(
      'password_confirmation: Please confirm the password',
    );
    expect(messages({ ...valid, password: '', password_confirmation: '' })).toContain(
      'password_confirmation: Please confirm the password',
    );
  });

  it('asks for a valid email address', () => {
    expect(messages({ ...valid, email: 'ola@' })).toEqual(['email: Please enter a valid email address']);
  });

  it('applies every new-password rule, each with its message', () => {
    expect(messages({ ...valid, password: 'Sec1', password_confirmation: 'Sec1' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
    expect(messages({ ...valid, password: 'secret123', password_confirmation: 'secret123' })).toEqual([
      'password: Password must contain at least one uppercase letter',
    ]);
    expect(messages({ ...valid, password: 'SECRET123', password_confirmation: 'SECRET123' })).toEqual([
      'password: Password must contain at least one lowercase letter',
    ]);
    expect(messages({ ...valid, password: 'SecretOne', password_confirmation: 'SecretOne' })).toEqual([
      'password: Password must contain at least one number',
    ]);
  });

  it("says Passwords don't match on the confirmation", () => {
    expect(messages({ ...valid, password_confirmation: 'Secret124' })).toEqual([
      "password_confirmation: Passwords don't match",
    ]);
  });
});
