import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/**
 * A language's name in the reader's language ("Polnisch" for a German reader), capitalised as it stands
 * alone in a heading or a cell; the server's English name where Intl has none for its code.
 */
export function languageName(language: { code: string; name: string }, readerLocale: string): string {
  let named: string | undefined;
  try {
    named = new Intl.DisplayNames([readerLocale], { type: 'language' }).of(language.code);
  } catch {
    named = undefined;
  }
  if (!named || named === language.code) return language.name;
  return named.charAt(0).toLocaleUpperCase(readerLocale) + named.slice(1);
}

/** `languageName` in the active language. */
export function useLanguageName(): (language: { code: string; name: string }) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback((language) => languageName(language, locale), [locale]);
}
