import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { confirmPasswordSchema, enableCodeSchema } from './two-factor-schemas';

function issues(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('enableCodeSchema', () => {
  it('accepts the six digits of the app, spaced or not', () => {
    expect(issues(enableCodeSchema(i18n).safeParse({ code: '123456' }))).toEqual([]);
    expect(issues(enableCodeSchema(i18n).safeParse({ code: '123 456' }))).toEqual([]);
  });

  it('asks for the code when empty, and for six digits otherwise', () => {
    expect(issues(enableCodeSchema(i18n).safeParse({ code: '' }))).toEqual(['This field is required']);
    expect(issues(enableCodeSchema(i18n).safeParse({ code: '12 34' }))).toEqual([
      'Enter the 6-digit code from your authenticator app',
    ]);
  });
});

describe('confirmPasswordSchema', () => {
  it('requires the password and nothing more', () => {
    expect(issues(confirmPasswordSchema(i18n).safeParse({ password: '' }))).toEqual(['Password is required']);
    expect(issues(confirmPasswordSchema(i18n).safeParse({ password: 'x' }))).toEqual([]);
  });
});
