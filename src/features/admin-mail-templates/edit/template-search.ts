import { isLocale, type Locale } from '@/i18n/locales';

/** The editor's URL state: the language edited (the default language when left out). */
export function validateTemplateSearch(search: Record<string, unknown>): { language?: Locale } {
  return { language: isLocale(search.language) ? search.language : undefined };
}
