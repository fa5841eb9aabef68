import { LOCALES, type Locale } from '#locales';

/**
 * A text in every language, for a notification's `data.translations`, so its reader sees it in their
 * own language whatever the language of the request that made it (see routes/auth/notification-view.ts).
 */
export function inEveryLocale(text: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Record<Locale, string>;
}
