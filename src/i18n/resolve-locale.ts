import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language to show (spec section 4): the stored choice wins, then the detected language, then Polish;
 * a winner the app has no catalog for falls back to Polish (it does not fall through to the next source).
 */
export function resolveLocale({
  stored,
  detected,
}: {
  stored: string | null;
  detected: string | null;
}): Locale {
  const winner = stored ?? detected ?? DEFAULT_LOCALE;
  return isLocale(winner) ? winner : DEFAULT_LOCALE;
}

/**
 * The language detection will most likely pick: the first of the browser's languages the app has a
 * catalog for (by its primary subtag, as the server matches them), else Polish. Only a guess, used to load
 * that catalog while detection runs; detection still decides.
 */
export function likelyLocale(browserLocales: readonly string[]): Locale {
  for (const code of browserLocales) {
    const primary = code.split('-')[0]?.toLowerCase() ?? '';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
