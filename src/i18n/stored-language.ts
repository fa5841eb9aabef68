import { readTimed, writeTimed } from './timed-storage';

/** Spec section 9's storage keys: `lang` holds the chosen code, `language` the choice with its time stamp. */
export const LANG_STORAGE_KEY = 'lang';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Spec section 9: a chosen language is remembered for 7 days. */
export const STORED_LANGUAGE_MS = 7 * 24 * 60 * 60_000;

const isCode = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The language the user chose, as stored (it may name a language the app does not have; resolution
 * decides). The time-stamped `language` record rules: once 7 days old, the choice is forgotten. A bare
 * `lang` without that record, as older builds wrote it, still counts.
 */
export function readStoredLanguage(storage: Storage, now: number): string | null {
  if (storage.getItem(LANGUAGE_STORAGE_KEY) === null) {
    const lang = storage.getItem(LANG_STORAGE_KEY);
    return isCode(lang) ? lang : null;
  }
  const chosen = readTimed(storage, LANGUAGE_STORAGE_KEY, {
    maxAgeMs: STORED_LANGUAGE_MS,
    now,
    isValue: isCode,
  });
  if (chosen === null) forgetStoredLanguage(storage);
  return chosen;
}

/** Remembers the user's choice for 7 days from `now`. */
export function storeLanguage(storage: Storage, code: string, now: number): void {
  writeTimed(storage, LANGUAGE_STORAGE_KEY, code, now);
  storage.setItem(LANG_STORAGE_KEY, code);
}

export function forgetStoredLanguage(storage: Storage): void {
  storage.removeItem(LANGUAGE_STORAGE_KEY);
  storage.removeItem(LANG_STORAGE_KEY);
}
