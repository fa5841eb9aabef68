import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAbilities } from '@/api/queries/auth';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { server } from '../../../tests/msw/server';
import {
  ABILITIES_CACHE_MS,
  ABILITIES_STORAGE_KEY,
  ABILITIES_TIMESTAMP_STORAGE_KEY,
} from './abilities-cache';
import { ABILITIES_TIMEOUT_MS, loadAbilities } from './abilities-source';

const T0 = Date.parse('2026-11-22T10:00:00Z');

/** Answers GET /auth/abilities with `answer` and counts the calls. */
function answerAbilities(answer: () => Promise<Response | string[]> | Response | string[]) {
  const calls = { count: 0 };
  server.use(
    contract.get('/auth/abilities', async () => {
      calls.count += 1;
      const answered = await answer();
      return answered instanceof Response ? answered : envelope(answered);
    }),
  );
  return calls;
}

/** The abilities as the app loads them: GET /auth/abilities through its client, with the cache policy. */
const load = () => loadAbilities(fetchAbilities);

function cache(abilities: string[], storedAt: number) {
  localStorage.setItem(ABILITIES_STORAGE_KEY, JSON.stringify(abilities));
  localStorage.setItem(ABILITIES_TIMESTAMP_STORAGE_KEY, String(storedAt));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('loadAbilities', () => {
  it('fetches the abilities and caches them with their time stamp', async () => {
    answerAbilities(() => ['admin.users.view']);

    expect(await load()).toEqual(['admin.users.view']);
    expect(JSON.parse(localStorage.getItem(ABILITIES_STORAGE_KEY) ?? '')).toEqual(['admin.users.view']);
    expect(Number(localStorage.getItem(ABILITIES_TIMESTAMP_STORAGE_KEY))).toBe(Date.now());
  });

  it('answers from a cache younger than 5 minutes without asking the server', async () => {
    const calls = answerAbilities(() => ['fresh.view']);
    cache(['cached.view'], T0 - ABILITIES_CACHE_MS + 1_000);

    expect(await load()).toEqual(['cached.view']);
    expect(calls.count).toBe(0);
  });

  it('asks the server again once the cache is 5 minutes old', async () => {
    const calls = answerAbilities(() => ['fresh.view']);
    await load();
    vi.setSystemTime(Date.now() + ABILITIES_CACHE_MS);

    expect(await load()).toEqual(['fresh.view']);
    expect(calls.count).toBe(2);
  });

  it('uses the stale cache when the server has not answered within 5 seconds', async () => {
    answerAbilities(async () => {
      await delay('infinite');
      return ['late.view'];
    });
    cache(['cached.view'], T0 - 60 * 60_000);

    const loading = load();
    await vi.advanceTimersByTimeAsync(ABILITIES_TIMEOUT_MS);

    expect(await loading).toEqual(['cached.view']);
  });

  it('still waits for the server just before the 5 seconds are up', async () => {
    answerAbilities(async () => {
      await delay(ABILITIES_TIMEOUT_MS - 100);
      return ['late.view'];
    });
    cache(['cached.view'], T0 - 60 * 60_000);

    const loading = load();
    await vi.advanceTimersByTimeAsync(ABILITIES_TIMEOUT_MS);

    expect(await loading).toEqual(['late.view']);
  });

  it('answers an empty list after the time-out when there is no cache', async () => {
    answerAbilities(async () => {
      await delay('infinite');
      return ['late.view'];
    });

    const loading = load();
    await vi.advanceTimersByTimeAsync(ABILITIES_TIMEOUT_MS);

    expect(await loading).toEqual([]);
    expect(localStorage.getItem(ABILITIES_STORAGE_KEY)).toBeNull();
  });

  it('uses the stale cache when no response comes back at all', async () => {
    answerAbilities(() => HttpResponse.error());
    cache(['cached.view'], T0 - 60 * 60_000);

    expect(await load()).toEqual(['cached.view']);
  });

  it('rejects when the server refuses, so the session can end', async () => {
    answerAbilities(() => refusal(401, 'Unauthenticated.'));
    cache(['cached.view'], T0 - 60 * 60_000);

    await expect(load()).rejects.toMatchObject({ status: 401 });
  });

  it('ignores an unreadable cache', async () => {
    answerAbilities(() => ['fresh.view']);
    localStorage.setItem(ABILITIES_STORAGE_KEY, '{not json');
    localStorage.setItem(ABILITIES_TIMESTAMP_STORAGE_KEY, String(T0));

    expect(await load()).toEqual(['fresh.view']);
  });
});
