import { isLocale, type Locale } from '@/i18n/locales';

/** What a new page starts from: a language, and the version of another language it copies (`from`). */
export interface NewPageSearch {
  language?: Locale;
  from?: string;
}

/** The new page route's `validateSearch`: a known language and an id-like `from`, else nothing. */
export function validateNewPageSearch(search: Record<string, unknown>): NewPageSearch {
  const { language, from } = search;
  return {
    language: isLocale(language) ? language : undefined,
    from: typeof from === 'string' && /^[\w-]{1,64}$/.test(from) ? from : undefined,
  };
}
