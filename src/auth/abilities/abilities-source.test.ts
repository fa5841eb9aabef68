import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw/server';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import {
  ABILITIES_CACHE_MS,
  ABILITIES_STORAGE_KEY,
  ABILITIES_TIMESTAMP_STORAGE_KEY,
} from './abilities-cache';
import { ABILITIES_TIMEOUT_MS, createAbilitiesSource } from './abilities-source';

const BASE = 'https://api.test/api/v1';
const T0 = Date.parse('2026-11-22T10:00:00Z');

function envelope(data: unknown) {
  return { success: true, message: 'OK', data, meta: { timestamp: new Date(T0).toISOString() } };
}

/** Answers GET /auth/abilities with `answer` and counts the calls. */
function answerAbilities(answer: () => Promise<Response> | Response) {
  const calls = { count: 0 };
  server.use(
    http.get(`${BASE}/auth/abilities`, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

function setup({ hasToken = true } = {}) {
  const api = createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => 'token',
    getLocale: () => 'en',
  });
  return createAbilitiesSource({ api, hasToken: () => hasToken });
}

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

describe('createAbilitiesSource', () => {
  it('fetches the abilities and caches them with their time stamp', async () => {
    answerAbilities(() => HttpResponse.json(envelope(['admin.users.view'])));

    expect(await setup().load()).toEqual(['admin.users.view']);
    expect(JSON.parse(localStorage.getItem(ABILITIES_STORAGE_KEY) ?? '')).toEqual(['admin.users.view']);
    expect(Number(localStorage.getItem(ABILITIES_TIMESTAMP_STORAGE_KEY))).toBe(Date.now());
  });

  it('answers from a cache younger than 5 minutes without asking the server', async () => {
    const calls = answerAbilities(() => HttpResponse.json(envelope(['fresh.view'])));
    cache(['cached.view'], T0 - ABILITIES_CACHE_MS + 1_000);

    expect(await setup().load()).toEqual(['cached.view']);
    expect(calls.count).toBe(0);
  });

  it('asks the server again once the cache is 5 minutes old', async () => {
    const calls = answerAbilities(() => HttpResponse.json(envelope(['fresh.view'])));
    const source = setup();
    await source.load();
    vi.setSystemTime(Date.now() + ABILITIES_CACHE_MS);

    expect(await source.load()).toEqual(['fresh.view']);
    expect(calls.count).toBe(2);
  });

  it('uses the stale cache when the server has not answered within 5 seconds', async () => {
    answerAbilities(async () => {
      await delay('infinite');
      return HttpResponse.json(envelope(['late.view']));
    });
    cache(['cached.view'], T0 - 60 * 60_000);

    const load = setup().load();
    await vi.advanceTimersByTimeAsync(ABILITIES_TIMEOUT_MS);

    expect(await load).toEqual(['cached.view']);
  });

  it('still waits for the server just before the 5 seconds are up', async () => {
    answerAbilities(async () => {
      await delay(ABILITIES_TIMEOUT_MS - 100);
      return HttpResponse.json(envelope(['late.view']));
    });
    cache(['cached.view'], T0 - 60 * 60_000);

    const load = setup().load();
    await vi.advanceTimersByTimeAsync(ABILITIES_TIMEOUT_MS);

    expect(await load).toEqual(['late.view']);
  });

  it('answers an empty list after the time-out when there is no cache', async () => {
    answerAbilities(async () => {
      await delay('infinite');
      return HttpResponse.json(envelope(['late.view']));
    });

    const load = setup().load();
    await vi.advanceTimersByTimeAsync(ABILITIES_TIMEOUT_MS);

    expect(await load).toEqual([]);
    expect(localStorage.getItem(ABILITIES_STORAGE_KEY)).toBeNull();
  });

  it('uses the stale cache when no response comes back at all', async () => {
    answerAbilities(() => HttpResponse.error());
    cache(['cached.view'], T0 - 60 * 60_000);

    expect(await setup().load()).toEqual(['cached.view']);
  });

  it('rejects when the server refuses, so the session can end', async () => {
    answerAbilities(() =>
      HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }),
    );
    cache(['cached.view'], T0 - 60 * 60_000);

    await expect(setup().load()).rejects.toMatchObject({ status: 401 });
  });

  it('asks nothing without an access token', async () => {
    const calls = answerAbilities(() => HttpResponse.json(envelope(['admin.users.view'])));

    expect(await setup({ hasToken: false }).load()).toEqual([]);
    expect(calls.count).toBe(0);
  });

  it('forgets the cache on clear', () => {
    cache(['cached.view'], T0);
    setup().clear();

    expect(localStorage.getItem(ABILITIES_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(ABILITIES_TIMESTAMP_STORAGE_KEY)).toBeNull();
  });

  it('ignores an unreadable cache', async () => {
    answerAbilities(() => HttpResponse.json(envelope(['fresh.view'])));
    localStorage.setItem(ABILITIES_STORAGE_KEY, '{not json');
    localStorage.setItem(ABILITIES_TIMESTAMP_STORAGE_KEY, String(T0));

    expect(await setup().load()).toEqual(['fresh.view']);
  });
});
