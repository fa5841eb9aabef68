import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { twoFactorSchema, type TwoFactorMethod } from './two-factor-schema';

function messages(method: TwoFactorMethod, code: string) {
  const result = twoFactorSchema(i18n, method).safeParse({ code });
  return result.success ? [] : result.error.issues.map((issue: { message: string }) => issue.message);
}

describe('twoFactorSchema', () => {
  it('accepts six digits from the app, spaced as apps show them or not', () => {
    expect(messages('app', '123456')).toEqual([]);
    expect(messages('app', '123 456')).toEqual([]);
  });

  it('asks for the code when it is empty, and says only that', () => {
    expect(messages('app', '  ')).toEqual(['This field is required']);
    expect(messages('recovery', '')).toEqual(['This field is required']);
  });

  it('asks for six digits when the app code is anything else', () => {
    expect(messages('app', '12345')).toEqual(['Enter the 6-digit code from your authenticator app']);
    expect(messages('app', 'abcdef')).toEqual(['Enter the 6-digit code from your authenticator app']);
  });

  it('leaves the spelling of a recovery code to the server', () => {
    expect(messages('recovery', 'k3f9x-2mq7d')).toEqual([]);
  });
});
