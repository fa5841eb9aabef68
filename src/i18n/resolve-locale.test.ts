import { describe, expect, it } from 'vitest';
import { likelyLocale, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('takes the stored choice over the detected language', () => {
    expect(resolveLocale({ stored: 'es', detected: 'de' })).toBe('es');
  });

  it('takes the detected language when nothing is stored', () => {
    expect(resolveLocale({ stored: null, detected: 'de' })).toBe('de');
  });

  it('falls back to Polish when neither is known', () => {
    expect(resolveLocale({ stored: null, detected: null })).toBe('pl');
  });

  it('falls back to Polish for an unavailable stored language, without consulting detection', () => {
    expect(resolveLocale({ stored: 'it', detected: 'de' })).toBe('pl');
  });

  it('falls back to Polish for an unavailable detected language', () => {
    expect(resolveLocale({ stored: null, detected: 'pt' })).toBe('pl');
  });
});

describe('likelyLocale', () => {
  it("takes the browser's first language the app has a catalog for, by its primary subtag", () => {
    expect(likelyLocale(['it-IT', 'de-AT', 'en'])).toBe('de');
  });

  it('falls back to Polish when the app has none of them', () => {
    expect(likelyLocale(['ja', 'it'])).toBe('pl');
    expect(likelyLocale([])).toBe('pl');
  });
});
