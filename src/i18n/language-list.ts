import { listActiveLanguages, type Language } from '@/api/queries/languages';
import { LOCALE_NATIVE_NAMES, LOCALES } from './locales';
import { readTimed, writeTimed } from './timed-storage';

export type { Language };

export const LANGUAGES_STORAGE_KEY = 'tracklane.languages';

/** Spec section 9: the language list is reused for 15 minutes. */
export const LANGUAGES_CACHE_MS = 15 * 60_000;

const ENGLISH_NAMES = { pl: 'Polish', en: 'English', es: 'Spanish', de: 'German', fr: 'French' } as const;
const FLAGS = { pl: '🇵🇱', en: '🇬🇧', es: '🇪🇸', de: '🇩🇪', fr: '🇫🇷' } as const;

/** Spec section 8: the five built-in languages, used when the server's list cannot be had. */
export const BUILT_IN_LANGUAGES: readonly Language[] = LOCALES.map((code) => ({
  code,
  name: ENGLISH_NAMES[code],
  native: LOCALE_NATIVE_NAMES[code],
  flag: FLAGS[code],
  is_active: true,
  is_default: code === 'pl',
}));

function isLanguageList(value: unknown): value is Language[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' && item !== null && 'code' in item && typeof item.code === 'string',
    )
  );
}

/**
 * The languages users may pick, from GET /languages/active, cached for 15 minutes; the built-in five when
 * the call fails (not cached, so the next call asks again).
 */
export async function loadActiveLanguages({
  storage = localStorage,
  now = Date.now(),
}: {
  storage?: Storage;
  now?: number;
}): Promise<readonly Language[]> {
  const cached = readTimed(storage, LANGUAGES_STORAGE_KEY, {
    maxAgeMs: LANGUAGES_CACHE_MS,
    now,
    isValue: isLanguageList,
  });
  if (cached) return cached;
  try {
    const languages = await listActiveLanguages();
    writeTimed(storage, LANGUAGES_STORAGE_KEY, languages, now);
    return languages;
  } catch {
    return BUILT_IN_LANGUAGES;
  }
}
