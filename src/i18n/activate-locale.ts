import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

// One lazy chunk per locale; the Lingui Vite plugin compiles each .po catalog when it is imported, and the
// build ships it in two parts (scripts/first-load-catalogs.ts): the messages of the first load, and the
// rest behind `loadRest`.
const catalogs: Record<Locale, () => Promise<typeof import('*.po')>> = {
  pl: () => import('../../locales/pl/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
};

/** Each locale's remaining messages, loaded at most once. */
const rest = new Map<Locale, Promise<Messages>>();
/** Set once a screen beyond the first load asked for every message: each language then loads whole. */
let everyMessageWanted = false;
/** The locales whose rest is in Lingui already: loading it again would re-render every translated text. */
const whole = new Set<Locale>();

function restOf(locale: Locale): Promise<Messages> {
  let loading = rest.get(locale);
  if (!loading) {
    loading = catalogs[locale]().then((catalog) => catalog.loadRest());
    // A failed load may be tried again.
    loading.catch(() => rest.delete(locale));
    rest.set(locale, loading);
  }
  return loading;
}

// A message the first load left out, shown by code that did not wait for the rest as it should (through
// the root route or withEveryMessage): the rest loads, and the screen shows the message once it is there.
// Only the build splits the catalogs, so only there can this happen.
if (import.meta.env.PROD) {
  i18n.on('missing', ({ id }) => {
    if (everyMessageWanted) return;
    console.warn(`Message ${id} was shown before the messages beyond the first load were asked for.`);
    void loadEveryMessage();
  });
}

/** Loads and activates a locale (an unknown one falls back to Polish) and mirrors it on <html lang>. */
export async function activateLocale(requested: string): Promise<Locale> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const [{ messages }, others] = await Promise.all([
    catalogs[locale](),
    everyMessageWanted ? restOf(locale) : undefined,
  ]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...others } });
  if (others) whole.add(locale);
  else whole.delete(locale);
  document.documentElement.lang = locale;
  return locale;
}

/**
 * Makes sure every message of the active language is loaded, not only the first load's: screens other
 * than the sign-in screen wait for it before they show.
 */
export async function loadEveryMessage(): Promise<void> {
  everyMessageWanted = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  if (whole.has(locale)) return;
  const messages = await restOf(locale);
  // Another language may have been activated meanwhile; it loaded whole itself.
  if (i18n.locale !== locale || whole.has(locale)) return;
  i18n.load(locale, messages);
  whole.add(locale);
}

/** What `loading` brings, once every message is there too: for code that is not part of the first load. */
export async function withEveryMessage<T>(loading: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([loading, loadEveryMessage()]);
  return loaded;
}

/** Starts loading a locale's catalog without activating it, so a later activation need not wait for it. */
export function preloadCatalog(locale: Locale): void {
  catalogs[locale]().catch(() => undefined);
}
