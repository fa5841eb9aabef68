import { isLocale, type Locale } from '#locales';

/** The language of API answers when the request names none we speak: integrations mostly expect English. */
export const API_FALLBACK_LOCALE: Locale = 'en';

/** Picks the best supported language of an Accept-Language header, honouring q-values. */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return API_FALLBACK_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLocale) ?? API_FALLBACK_LOCALE;
}
