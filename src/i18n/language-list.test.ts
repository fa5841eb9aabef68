import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../tests/msw/server';
import { BUILT_IN_LANGUAGES, LANGUAGES_CACHE_MS, loadActiveLanguages } from './language-list';
import { BASE, envelope, testApi } from './test-api';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const POLISH = {
  code: 'pl',
  name: 'Polish',
  native: 'Polski',
  flag: '🇵🇱',
  is_active: true,
  is_default: true,
};
const GERMAN = { code: 'de', name: 'German', native: 'Deutsch', flag: '🇩🇪', is_active: true };

function answerActive(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(`${BASE}/languages/active`, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

afterEach(() => localStorage.clear());

describe('loadActiveLanguages', () => {
  it("answers the server's active languages", async () => {
    answerActive(() => HttpResponse.json(envelope([POLISH, GERMAN])));
    expect(await loadActiveLanguages({ api: testApi(), now: T0 })).toEqual([POLISH, GERMAN]);
  });

  it('reuses the list for 15 minutes without asking again', async () => {
    const calls = answerActive(() => HttpResponse.json(envelope([POLISH, GERMAN])));
    await loadActiveLanguages({ api: testApi(), now: T0 });

    const again = await loadActiveLanguages({ api: testApi(), now: T0 + LANGUAGES_CACHE_MS - 1 });

    expect(again).toEqual([POLISH, GERMAN]);
    expect(calls.count).toBe(1);
  });

  it('asks again once the list is 15 minutes old', async () => {
    const calls = answerActive(() =>
      HttpResponse.json(envelope(calls.count === 1 ? [POLISH, GERMAN] : [POLISH])),
    );
    await loadActiveLanguages({ api: testApi(), now: T0 });

    const again = await loadActiveLanguages({ api: testApi(), now: T0 + LANGUAGES_CACHE_MS });

    expect(again).toEqual([POLISH]);
    expect(calls.count).toBe(2);
  });

  it('falls back to the built-in five when the call fails, and asks again next time', async () => {
    const calls = answerActive(() => HttpResponse.json({ success: false, message: 'Boom' }, { status: 503 }));

    const languages = await loadActiveLanguages({ api: testApi(), now: T0 });
    await loadActiveLanguages({ api: testApi(), now: T0 + 1 });

    expect(languages.map((language) => language.code)).toEqual(['pl', 'en', 'es', 'de', 'fr']);
    expect(languages).toBe(BUILT_IN_LANGUAGES);
    expect(calls.count).toBe(2);
  });

  it('falls back to the built-in five when no response comes back', async () => {
    answerActive(() => HttpResponse.error());
    expect(await loadActiveLanguages({ api: testApi(), now: T0 })).toBe(BUILT_IN_LANGUAGES);
  });
});
