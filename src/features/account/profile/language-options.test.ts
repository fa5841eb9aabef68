import { describe, expect, it } from 'vitest';
import { BUILT_IN_LANGUAGES } from '@/i18n/language-list';
import { languageOptions } from './language-options';

describe('languageOptions', () => {
  it('offers each active language under its own name', () => {
    expect(languageOptions(BUILT_IN_LANGUAGES.slice(0, 2), 'pl')).toEqual([
      { value: 'pl', label: 'Polski' },
      { value: 'en', label: 'English' },
    ]);
  });

  it('keeps the user’s language when it is no longer active', () => {
    const active = BUILT_IN_LANGUAGES.filter((language) => language.code !== 'fr');
    expect(languageOptions(active, 'fr').at(-1)).toEqual({ value: 'fr', label: 'Français' });
  });
});
