import { afterEach, describe, expect, it } from 'vitest';
import {
  LANG_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  STORED_LANGUAGE_MS,
  storeLanguage,
} from './stored-language';

const T0 = Date.parse('2026-11-22T10:00:00Z');

afterEach(() => localStorage.clear());

describe('stored language', () => {
  it('stores the choice under lang and language and reads it back', () => {
    storeLanguage(localStorage, 'de', T0);

    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).not.toBeNull();
    expect(readStoredLanguage(localStorage, T0 + 1_000)).toBe('de');
  });

  it('keeps the choice for just under 7 days', () => {
    storeLanguage(localStorage, 'de', T0);
    expect(readStoredLanguage(localStorage, T0 + STORED_LANGUAGE_MS - 1)).toBe('de');
  });

  it('forgets the choice, both keys, once it is 7 days old', () => {
    storeLanguage(localStorage, 'de', T0);

    expect(readStoredLanguage(localStorage, T0 + STORED_LANGUAGE_MS)).toBeNull();
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('counts a bare lang value without a time-stamped record', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'fr');
    expect(readStoredLanguage(localStorage, T0)).toBe('fr');
  });

  it('treats an unreadable record as no choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '{broken');
    localStorage.setItem(LANG_STORAGE_KEY, 'fr');
    expect(readStoredLanguage(localStorage, T0)).toBeNull();
  });
});
