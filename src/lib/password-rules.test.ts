import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { newPasswordRule, passwordsMatchRule } from './password-rules';

function messages(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('newPasswordRule', () => {
  const rule = newPasswordRule(i18n);

  it('accepts 8 characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(messages(rule, 'Abcdefg1')).toEqual([]);
  });

  it('names each rule a password breaks, length first', () => {
    expect(messages(rule, 'a')).toEqual([
      ':Password must be at least 8 characters',
      ':Password must contain at least one uppercase letter',
      ':Password must contain at least one number',
    ]);
    expect(messages(rule, 'ABCDEFG1')).toEqual([':Password must contain at least one lowercase letter']);
  });
});

describe('passwordsMatchRule', () => {
  const schema = z
    .object({ password: z.string(), password_confirmation: z.string(), other: z.email() })
    .check(passwordsMatchRule(i18n));

  it("files Passwords don't match under the confirmation", () => {
    expect(messages(schema, { password: 'a', password_confirmation: 'b', other: 'x@example.com' })).toEqual([
      "password_confirmation:Passwords don't match",
    ]);
  });

  it('says so even while another field is invalid', () => {
    expect(messages(schema, { password: 'a', password_confirmation: 'b', other: 'x' })).toContain(
      "password_confirmation:Passwords don't match",
    );
  });

  it('accepts equal passwords', () => {
    expect(messages(schema, { password: 'a', password_confirmation: 'a', other: 'x@example.com' })).toEqual(
      [],
    );
  });
});
