import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeFileTypes } from './file-types';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const polish = setupI18n({ locale: 'pl', messages: { pl: {} } });

describe('describeFileTypes', () => {
  it('names image types as people do, joined with "or"', () => {
    expect(describeFileTypes('image/png,image/jpeg,image/webp,image/gif', english)).toBe(
      'PNG, JPEG, WebP, or GIF',
    );
  });

  it('joins them in the active language', () => {
    expect(describeFileTypes('image/png,image/jpeg,image/webp,image/gif', polish)).toBe(
      'PNG, JPEG, WebP lub GIF',
    );
  });

  it('names extensions, families and each type once', () => {
    expect(describeFileTypes('image/*, .pdf, .PDF, image/jpeg, .jpg', english)).toBe(
      'images, PDF, JPEG, or JPG',
    );
  });

  it('says nothing of an empty list', () => {
    expect(describeFileTypes(undefined, english)).toBe('');
  });
});
