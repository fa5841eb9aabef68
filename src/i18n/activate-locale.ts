import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { loadOverrides } from './translation-overrides';

// One lazy chunk per locale; the Lingui Vite plugin compiles each .po catalog when it is imported, and the
// build ships it in parts (scripts/first-load-catalogs.ts): the messages of the first load, those of each
// route's code behind `loadRoute`, and all the others behind `loadRest`.
const catalogs: Record<Locale, () => Promise<typeof import('*.po')>> = {
  pl: () => import('../../locales/pl/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
};

/** What part of a catalog: every message beyond the first load's, or those of one route. */
type Part = { kind: 'rest' } | { kind: 'route'; routeId: string };
const partKey = (locale: Locale, part: Part) =>
  part.kind === 'rest' ? `${locale} rest` : `${locale} route ${part.routeId}`;

/** Each part of each locale, loaded at most once. */
const parts = new Map<string, Promise<Messages>>();
/** Set once code beyond the first load asked for every message: each language then loads whole. */
let everyMessageWanted = false;
/** The routes whose messages were asked for: another language, once activated, loads theirs too. */
const wantedRoutes = new Set<string>();
/** The parts in Lingui already: loading one again would re-render every translated text. */
const inLingui = new Set<string>();
/** The staff's overrides of each activated language: laid over every part as it loads, so they win. */
const overrides: Partial<Record<Locale, Messages>> = {};

function partOf(locale: Locale, part: Part): Promise<Messages> {
  const key = partKey(locale, part);
  let loading = parts.get(key);
  if (!loading) {
    loading = catalogs[locale]().then((catalog) =>
      part.kind === 'rest' ? catalog.loadRest() : catalog.loadRoute(part.routeId),
    );
    // A failed load may be tried again.
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

/** The parts a newly activated language needs besides its first load: what the earlier one had. */
function wantedParts(): Part[] {
  if (everyMessageWanted) return [{ kind: 'rest' }];
  return [...wantedRoutes].map((routeId) => ({ kind: 'route', routeId }));
}

// A message the loaded parts left out, shown by code that did not wait for its messages as it should
// (through the root route or withEveryMessage): the rest loads, and the screen shows the message once it
// is there. Only the build splits the catalogs, so only there can this happen.
if (import.meta.env.PROD) {
  i18n.on('missing', ({ id }) => {
    if (everyMessageWanted) return;
    console.warn(
      `Message ${id} was shown before its part of the messages beyond the first load was asked for.`,
    );
    void loadEveryMessage();
  });
}

/**
 * Loads and activates a locale (an unknown one falls back to Polish) with the staff's overrides over its
 * built-in messages, and mirrors it on <html lang>.
 */
export async function activateLocale(requested: string): Promise<Locale> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const wanted = wantedParts();
  const [{ messages }, own, ...others] = await Promise.all([
    catalogs[locale](),
    loadOverrides(locale),
    ...wanted.map((part) => partOf(locale, part)),
  ]);
  overrides[locale] = own;
  i18n.loadAndActivate({ locale, messages: Object.assign({}, messages, ...others, own) as Messages });
  for (const key of inLingui) if (key.startsWith(`${locale} `)) inLingui.delete(key);
  for (const part of wanted) inLingui.add(partKey(locale, part));
  document.documentElement.lang = locale;
  return locale;
}

/** Loads the `wanted` parts of the active language into Lingui, those not there yet. */
async function loadParts(wanted: readonly Part[]): Promise<void> {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const missing = wanted.filter((part) => !inLingui.has(partKey(locale, part)));
  if (missing.length === 0) return;
  const loaded = await Promise.all(missing.map((part) => partOf(locale, part)));
  // Another language may have been activated meanwhile; it loaded what it needs itself.
  if (i18n.locale !== locale) return;
  const fresh = missing.filter((part) => !inLingui.has(partKey(locale, part)));
  if (fresh.length === 0) return;
  for (const part of fresh) inLingui.add(partKey(locale, part));
  const messages = Object.assign({}, ...loaded) as Messages;
  // Lingui re-renders every translated text on a load; a route without a part of its own brings nothing.
  if (Object.keys(messages).length > 0) i18n.load(locale, { ...messages, ...overrides[locale] });
}

/**
 * Makes sure the messages of the matched routes `routeIds` are loaded, beyond the first load's: screens
 * other than the sign-in screen wait for theirs before they show.
 */
export async function loadRouteMessages(routeIds: readonly string[]): Promise<void> {
  if (everyMessageWanted) return loadParts([{ kind: 'rest' }]);
  for (const routeId of routeIds) wantedRoutes.add(routeId);
  await loadParts(routeIds.map((routeId) => ({ kind: 'route', routeId })));
}

/**
 * Makes sure every message of the active language is loaded, not only the first load's: for code that
 * cannot say which route's messages it shows.
 */
export async function loadEveryMessage(): Promise<void> {
  everyMessageWanted = true;
  await loadParts([{ kind: 'rest' }]);
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
