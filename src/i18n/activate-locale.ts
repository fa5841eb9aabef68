import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

// One lazy chunk per locale; the Lingui Vite plugin compiles each .po catalog when it is imported.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  pl: () => import('../../locales/pl/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
};

/** Loads and activates a locale (an unknown one falls back to Polish) and mirrors it on <html lang>. */
export async function activateLocale(requested: string): Promise<Locale> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  return locale;
}

/** Starts loading a locale's catalog without activating it, so a later activation need not wait for it. */
export function preloadCatalog(locale: Locale): void {
  catalogs[locale]().catch(() => undefined);
}
