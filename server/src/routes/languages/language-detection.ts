import type { components } from '#contract';

export type LanguageDetection = components['schemas']['LanguageDetection'];

/** Each later browser locale is trusted a little less than the one before, down to this. */
const LEAST_BROWSER_CONFIDENCE = 0.5;

/** The supported code a language tag stands for: the exact tag (`pt-BR`), else its language (`de-AT` → `de`). */
function supportedCode(tag: string, supported: readonly string[]): string | undefined {
  const wanted = tag.trim().toLowerCase();
  if (!wanted || wanted === '*') return undefined;
  return (
    supported.find((code) => code.toLowerCase() === wanted) ??
    supported.find((code) => code.toLowerCase() === wanted.split('-')[0])
  );
}

/** An Accept-Language value's tags with their q-values, the most wanted first (q=0 means "not this"). */
export function parseAcceptLanguage(header: string): { tag: string; q: number }[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag, q }) => ({ tag, q }));
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Picks the interface language for a visitor: the first browser locale that is supported (confidence
 * 1 for the first, less for later ones), else the best supported entry of the Accept-Language value
 * (confidence = its q-value), else the default language with confidence 0.
 */
export function detectLanguage(
  { browserLocales = [], acceptLanguage }: { browserLocales?: readonly string[]; acceptLanguage?: string },
  supported: readonly string[],
  defaultLocale: string,
): LanguageDetection {
  const answer = (locale: string, confidence: number, method: LanguageDetection['detection_method']) => ({
    detected_locale: locale,
    confidence: rounded(confidence),
    detection_method: method,
    supported_locales: [...supported],
  });

  for (const [index, tag] of browserLocales.entries()) {
    const code = supportedCode(tag, supported);
    if (code) return answer(code, Math.max(LEAST_BROWSER_CONFIDENCE, 1 - index / 10), 'browser');
  }
  for (const { tag, q } of parseAcceptLanguage(acceptLanguage ?? '')) {
    const code = supportedCode(tag, supported);
    if (code) return answer(code, q, 'header');
  }
  return answer(defaultLocale, 0, 'default');
}
