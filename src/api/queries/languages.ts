import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `languages` (spec section 7, Languages and settings). The language system (src/i18n) keeps what
// these answer in storage itself, for spec section 9's cache times, so they are calls rather than queries.

export type Language = components['schemas']['Language'];
export type LanguageDetection = components['schemas']['LanguageDetection'];

/** GET /languages/active: the languages the site offers. */
export function listActiveLanguages(): Promise<Language[]> {
  return dataOf(api.GET('/languages/active'));
}

/** POST /languages/detect for the browser's languages (the contract allows at most 20 of 2–35 characters). */
export function detectLanguage(
  browserLocales: readonly string[],
  signal?: AbortSignal,
): Promise<LanguageDetection> {
  const usable = browserLocales.filter((code) => code.length >= 2 && code.length <= 35).slice(0, 20);
  return dataOf(api.POST('/languages/detect', { body: { browser_locales: usable }, signal }));
}

/**
 * GET /languages/{locale}/translations: the staff's overrides of the app's messages, as the server compiled
 * them (`compiled`, an extension), by Lingui message id.
 */
export async function getTranslationOverrides(
  locale: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const { data } = await api.GET('/languages/{locale}/translations', {
    params: { path: { locale } },
    signal,
  });
  return data.compiled;
}
