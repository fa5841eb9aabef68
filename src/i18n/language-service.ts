import { activateLocale, preloadCatalog } from './activate-locale';
import { detectLanguage } from './detect-language';
import type { Language } from './language-list';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { likelyLocale, resolveLocale } from './resolve-locale';
import { LANG_STORAGE_KEY, LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './stored-language';

/** Spec section 9: other tabs' language changes are re-read every second. */
export const TAB_SYNC_INTERVAL_MS = 1_000;

export interface LanguageSnapshot {
  /** The active language. */
  locale: Locale;
  /** True while a language is loading; no other switch starts until it ends. */
  switching: boolean;
}

export interface LanguageServiceOptions {
  storage?: Storage;
  now?: () => number;
  browserLocales?: () => readonly string[];
  /** Loads a catalog and activates it (Lingui, `<html lang>`); answers the locale it activated. */
  activate?: (code: string) => Promise<Locale>;
  /** Starts loading a catalog that will probably be activated soon. */
  preload?: (locale: Locale) => void;
}

export type LanguageService = ReturnType<typeof createLanguageService>;

/**
 * The language system of spec section 4. One switch at a time: while a language loads, `switchTo`
 * refuses (answers false) rather than queueing, so a second click cannot overtake the first; the sign-in
 * preference waits its turn instead, since nobody is there to click again. A chosen language is stored for
 * 7 days and other tabs follow it. The API's Accept-Language follows the active Lingui locale by itself.
 */
export function createLanguageService({
  storage = localStorage,
  now = Date.now,
  browserLocales = () => navigator.languages,
  activate = activateLocale,
  preload = preloadCatalog,
}: LanguageServiceOptions = {}) {
  const listeners = new Set<() => void>();
  const choiceListeners = new Set<(locale: Locale) => void>();
  let snapshot: LanguageSnapshot = { locale: DEFAULT_LOCALE, switching: false };
  let pending: Promise<Locale> | null = null;
  let initialisation: Promise<Locale> | null = null;

  function update(next: LanguageSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  /** Runs one language change at a time, `switching` while it loads; the active language stays on failure. */
  function exclusive(change: () => Promise<Locale>): Promise<Locale> {
    update({ ...snapshot, switching: true });
    const running = change();
    pending = running;
    running.then(
      (locale) => {
        pending = null;
        update({ locale, switching: false });
      },
      () => {
        pending = null;
        update({ ...snapshot, switching: false });
      },
    );
    return running;
  }

  /** Activates `code` (an unavailable one falls back to Polish), storing the result when asked to. */
  function load(code: string, { remember }: { remember: boolean }): Promise<Locale> {
    return exclusive(async () => {
      const locale = await activate(code);
      if (remember) storeLanguage(storage, locale, now());
      return locale;
    });
  }

  async function resolveAtStart(): Promise<Locale> {
    const stored = readStoredLanguage(storage, now());
    if (stored !== null) return activate(resolveLocale({ stored, detected: null }));
    // The likely catalog loads while the server detects: one round trip instead of two on a first visit.
    preload(likelyLocale(browserLocales()));
    // Without the server's answer (down, or slower than the time-out) the browser's own first supported
    // language stands in: an English browser reads English even then, never the default's Polish.
    const detected =
      (await detectLanguage({ browserLocales: browserLocales(), storage, now: now() })) ??
      likelyLocale(browserLocales());
    return activate(resolveLocale({ stored, detected }));
  }

  /** Re-reads the stored choice and follows it when another tab changed it. */
  function followStored() {
    if (pending) return;
    const stored = readStoredLanguage(storage, now());
    if (isLocale(stored) && stored !== snapshot.locale)
      load(stored, { remember: false }).catch(() => undefined);
  }

  return {
    getSnapshot: (): LanguageSnapshot => snapshot,

    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Start-up: the stored choice, else the detected language, else Polish. Runs once. */
    initialise(): Promise<Locale> {
      initialisation ??= exclusive(resolveAtStart);
      return initialisation;
    },

    /**
     * The user's choice: loads and stores it. Answers false, changing nothing, while another language is
     * still loading. Rejects when the catalog cannot be loaded; the active language stays.
     */
    async switchTo(code: string): Promise<boolean> {
      if (pending) return false;
      const locale = await load(code, { remember: true });
      for (const listener of choiceListeners) listener(locale);
      return true;
    },

    /**
     * Calls `listener` with the language each time the user picks one (`switchTo`), not when the app
     * changes it (start-up, another tab, the signed-in user's preference); answers the function that stops.
     */
    onChoice(listener: (locale: Locale) => void): () => void {
      choiceListeners.add(listener);
      return () => choiceListeners.delete(listener);
    },

    /**
     * Sign-in: applies the user's preferred language when it is one of the five the app has (the spec's
     * "en, es or pl" predates de and fr), after any switch in progress. Answers whether it was applied.
     */
    async applyUserPreference(code: string | null | undefined): Promise<boolean> {
      if (!isLocale(code)) return false;
      while (pending) await pending.catch(() => undefined);
      await load(code, { remember: true });
      return true;
    },

    /**
     * The languages to offer: the server's active ones the app has catalogs for, else the built-in five.
     * Only the language menu and the profile ask, so the list's code loads with them, not with the app.
     */
    async languages(): Promise<readonly Language[]> {
      const { BUILT_IN_LANGUAGES, loadActiveLanguages } = await import('./language-list');
      const active = (await loadActiveLanguages({ storage, now: now() })).filter((language) =>
        isLocale(language.code),
      );
      return active.length > 0 ? active : BUILT_IN_LANGUAGES;
    },

    /**
     * Follows language changes made in other tabs: at once on their storage event, and by re-reading the
     * stored choice every second in case an event is missed. Answers the function that stops following.
     */
    followOtherTabs(): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === LANG_STORAGE_KEY || event.key === LANGUAGE_STORAGE_KEY)
          followStored();
      };
      window.addEventListener('storage', onStorage);
      const timer = setInterval(followStored, TAB_SYNC_INTERVAL_MS);
      return () => {
        window.removeEventListener('storage', onStorage);
        clearInterval(timer);
      };
    },
  };
}
