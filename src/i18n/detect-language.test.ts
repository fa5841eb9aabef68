import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, envelope, refusal, type SuccessOf } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { DETECTION_CACHE_MS, DETECTION_TIMEOUT_MS, detectLanguage } from './detect-language';

const T0 = Date.parse('2026-11-22T10:00:00Z');

type DetectionAnswer = SuccessOf<'/languages/detect', 'post'> | Response;

/** POST /languages/detect answers `answer`; returns the bodies it was sent. */
function answerDetection(answer: (body: unknown) => Promise<DetectionAnswer> | DetectionAnswer) {
  const calls: unknown[] = [];
  server.use(
    contract.post('/languages/detect', async ({ request }) => {
      const body: unknown = await request.json();
      calls.push(body);
      return answer(body);
    }),
  );
  return calls;
}

const detected = (code: string) =>
  envelope({
    detected_locale: code,
    confidence: 1,
    detection_method: 'browser' as const,
    supported_locales: [],
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('detectLanguage', () => {
  it("sends the browser's languages and answers the detected one", async () => {
    const calls = answerDetection(() => detected('de'));

    expect(await detectLanguage({ browserLocales: ['de-DE', 'en'] })).toBe('de');
    expect(calls).toEqual([{ browser_locales: ['de-DE', 'en'] }]);
  });

  it('reuses the detected language for an hour without asking again', async () => {
    const calls = answerDetection(() => detected('de'));
    await detectLanguage({ browserLocales: ['de'] });

    const again = await detectLanguage({
      browserLocales: ['de'],
      now: T0 + DETECTION_CACHE_MS - 1,
    });

    expect(again).toBe('de');
    expect(calls).toHaveLength(1);
  });

  it('asks again once the detection is an hour old', async () => {
    const calls = answerDetection(() => detected(calls.length === 1 ? 'de' : 'fr'));
    await detectLanguage({ browserLocales: ['de'] });

    const again = await detectLanguage({
      browserLocales: ['fr'],
      now: T0 + DETECTION_CACHE_MS,
    });

    expect(again).toBe('fr');
    expect(calls).toHaveLength(2);
  });

  it('answers null and caches nothing when detection fails', async () => {
    const calls = answerDetection(() => refusal(500, 'Boom'));

    expect(await detectLanguage({ browserLocales: ['de'] })).toBeNull();
    expect(await detectLanguage({ browserLocales: ['de'] })).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('answers null when the server takes longer than the detection time-out', async () => {
    answerDetection(async () => {
      await delay('infinite');
      return detected('de');
    });

    const detection = detectLanguage({ browserLocales: ['de'] });
    await vi.advanceTimersByTimeAsync(DETECTION_TIMEOUT_MS);

    expect(await detection).toBeNull();
  });

  it('keeps to the contract: at most 20 locales of 2 to 35 characters', async () => {
    const calls = answerDetection(() => detected('en'));
    const many = ['x', ...Array.from({ length: 25 }, (_, index) => `en-${String(index).padStart(2, '0')}`)];

    await detectLanguage({ browserLocales: many });

    expect(calls).toEqual([{ browser_locales: many.slice(1, 21) }]);
  });
});
