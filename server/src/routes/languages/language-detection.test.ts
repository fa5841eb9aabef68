import { describe, expect, it } from 'vitest';
import { detectLanguage, parseAcceptLanguage } from './language-detection.ts';

const SUPPORTED = ['pl', 'en', 'es', 'de', 'fr'];

describe('parseAcceptLanguage', () => {
  it('orders tags by q-value, keeps the written order for ties and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, es;q=0, it')).toEqual([
      { tag: 'de-DE', q: 1 },
      { tag: 'it', q: 1 },
      { tag: 'en', q: 0.8 },
      { tag: 'fr', q: 0.5 },
    ]);
  });
});

describe('detectLanguage', () => {
  it('takes the first supported browser locale, trusting later ones less', () => {
    expect(detectLanguage({ browserLocales: ['de-AT', 'en'] }, SUPPORTED, 'pl')).toMatchObject({
      detected_locale: 'de',
      confidence: 1,
      detection_method: 'browser',
    });
    expect(detectLanguage({ browserLocales: ['ja', 'it', 'fr-CA'] }, SUPPORTED, 'pl')).toMatchObject({
      detected_locale: 'fr',
      confidence: 0.8,
      detection_method: 'browser',
    });
  });

  it('falls back to the Accept-Language value, with the q-value of the entry that matched', () => {
    expect(
      detectLanguage(
        { browserLocales: ['ja'], acceptLanguage: 'ja, es-MX;q=0.7, en;q=0.6' },
        SUPPORTED,
        'pl',
      ),
    ).toEqual({
      detected_locale: 'es',
      confidence: 0.7,
      detection_method: 'header',
      supported_locales: SUPPORTED,
    });
  });

  it('answers the default language with confidence 0 when nothing matches', () => {
    expect(detectLanguage({ acceptLanguage: 'ja, *;q=0.1' }, SUPPORTED, 'pl')).toMatchObject({
      detected_locale: 'pl',
      confidence: 0,
      detection_method: 'default',
    });
  });

  it('prefers an exact regional code over the bare language when both are supported', () => {
    expect(detectLanguage({ browserLocales: ['pt-BR'] }, ['pt', 'pt-BR'], 'pt').detected_locale).toBe(
      'pt-BR',
    );
  });
});
