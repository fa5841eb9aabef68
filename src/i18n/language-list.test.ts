import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contract, envelope, refusal } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { BUILT_IN_LANGUAGES, LANGUAGES_CACHE_MS, loadActiveLanguages, type Language } from './language-list';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const POLISH: Language = {
  code: 'pl',
  name: 'Polish',
  native: 'Polski',
  flag: '🇵🇱',
  is_active: true,
  is_default: true,
};
const GERMAN: Language = { code: 'de', name: 'German', native: 'Deutsch', flag: '🇩🇪', is_active: true };

/** GET /languages/active answers `answer` (a list, or a refusal); counts the calls. */
function answerActive(answer: () => Language[] | Response) {
  const calls = { count: 0 };
  server.use(
    contract.get('/languages/active', () => {
      calls.count += 1;
      const answered = answer();
      return answered instanceof Response ? answered : envelope(answered);
    }),
  );
  return calls;
}

afterEach(() => localStorage.clear());

describe('loadActiveLanguages', () => {
  it("answers the server's active languages", async () => {
    answerActive(() => [POLISH, GERMAN]);
    expect(await loadActiveLanguages({ now: T0 })).toEqual([POLISH, GERMAN]);
  });

  it('reuses the list for 15 minutes without asking again', async () => {
    const calls = answerActive(() => [POLISH, GERMAN]);
    await loadActiveLanguages({ now: T0 });

    const again = await loadActiveLanguages({ now: T0 + LANGUAGES_CACHE_MS - 1 });

    expect(again).toEqual([POLISH, GERMAN]);
    expect(calls.count).toBe(1);
  });

  it('asks again once the list is 15 minutes old', async () => {
    const calls = answerActive(() => (calls.count === 1 ? [POLISH, GERMAN] : [POLISH]));
    await loadActiveLanguages({ now: T0 });

    const again = await loadActiveLanguages({ now: T0 + LANGUAGES_CACHE_MS });

    expect(again).toEqual([POLISH]);
    expect(calls.count).toBe(2);
  });

  it('falls back to the built-in five when the call fails, and asks again next time', async () => {
    const calls = answerActive(() => refusal(503, 'Boom'));

    const languages = await loadActiveLanguages({ now: T0 });
    await loadActiveLanguages({ now: T0 + 1 });

    expect(languages.map((language) => language.code)).toEqual(['pl', 'en', 'es', 'de', 'fr']);
    expect(languages).toBe(BUILT_IN_LANGUAGES);
    expect(calls.count).toBe(2);
  });

  it('falls back to the built-in five when no response comes back', async () => {
    answerActive(() => HttpResponse.error());
    expect(await loadActiveLanguages({ now: T0 })).toBe(BUILT_IN_LANGUAGES);
  });
});
