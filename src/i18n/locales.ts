/** The interface languages, Polish first: spec section 9. */
export const LOCALES = ['pl', 'en', 'es', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

/** Each language in its own words: a reader looks for their language by the name they know it by. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  pl: 'Polski',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
