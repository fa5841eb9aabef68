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
