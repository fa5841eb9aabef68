import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { magicLinkSchema } from './magic-link-schema';

describe('magicLinkSchema', () => {
  it('accepts a valid email', () => {
    expect(magicLinkSchema(i18n).safeParse({ email: 'owner@example.com' }).success).toBe(true);
  });

  it('asks for a valid email address when it is malformed or empty', () => {
    for (const email of ['owner@', '']) {
      const result = magicLinkSchema(i18n).safeParse({ email });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Please enter a valid email address',
      ]);
    }
  });
});
