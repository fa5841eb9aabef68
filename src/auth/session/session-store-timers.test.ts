import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw/server';
import { sessionUser } from './session-machine';
import { REFRESH_AHEAD_MS, REFRESH_RETRY_MS } from './refresh-session';
import type { SessionStore } from './session-store';
import { someTokens } from './test-fixtures';
import { aSessionStore, answerAuthCalls, authTokensJson, BASE, envelope } from './test-server';
import { readStoredSession, SESSION_STORAGE_KEY, storeSession } from './token-storage';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let store: SessionStore | undefined;

/** A store signed in through completeSignIn with tokens valid `lifetimeMs` (24 h) from now. */
async function signedIn({ sessionTimeoutSeconds = 1800, initialise = true, lifetimeMs = DAY } = {}) {
  const made = aSessionStore({ sessionTimeoutSeconds });
  store = made.store;
  if (initialise) await made.store.initialise();
  const answer = authTokensJson('first', 'first-refresh', lifetimeMs);
  await made.store.completeSignIn({
    data: {
      ...answer,
      expires_at: new Date(answer.expires_at),
      refresh_expires_at: new Date(answer.refresh_expires_at),
    },
  });
  return made;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  store?.dispose();
  vi.useRealTimers();
});

describe('token refresh', () => {
  // Tokens of 30 minutes keep the fake clock's run short; the inactivity time-out must not end the
  // session first.
  const LIFETIME = 30 * MINUTE;
  const ACTIVE = { sessionTimeoutSeconds: 24 * 60 * 60, lifetimeMs: LIFETIME };

  it('refreshes five minutes before the token expires, and stores and sends the new token', async () => {
    const seen = answerAuthCalls({ tokenLifetimeMs: LIFETIME });
    const { bearer } = await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS - MINUTE);
    expect(seen.refreshBodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(bearer.current).toBe('refreshed-1'));
    expect(seen.refreshBodies).toEqual([{ refresh_token: 'first-refresh' }]);
    expect(readStoredSession(Date.now())?.refresh?.value).toBe('refresh-next-1');
  });

  it('schedules the next refresh from the new token', async () => {
    const seen = answerAuthCalls({ tokenLifetimeMs: LIFETIME });
    await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS);
    await vi.waitFor(() => expect(seen.refreshBodies).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS);
    await vi.waitFor(() =>
      expect(seen.refreshBodies).toEqual([
        { refresh_token: 'first-refresh' },
        { refresh_token: 'refresh-next-1' },
      ]),
    );
  });

  it('signs out with refresh_failed when the refresh is refused', async () => {
    answerAuthCalls({ refreshStatus: 401, tokenLifetimeMs: LIFETIME });
    const { store, bearer } = await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS);
    await vi.waitFor(() =>
      expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'refresh_failed' }),
    );
    expect(bearer.current).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('tries again a minute later when the network fails, while the token still works', async () => {
    const seen = answerAuthCalls({ refreshStatus: 'network', tokenLifetimeMs: LIFETIME });
    const { store, bearer } = await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS);
    await vi.waitFor(() => expect(seen.refreshBodies).toHaveLength(1));
    expect(store.getSnapshot().state.status).toBe('authenticated');
    server.use(
      http.post(`${BASE}/auth/refresh`, () =>
        HttpResponse.json(envelope(authTokensJson('later', 'r', LIFETIME))),
      ),
    );
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    await vi.waitFor(() => expect(bearer.current).toBe('later'));
  });

  it('takes the tokens another tab refreshed instead of spending the refresh token again', async () => {
    const seen = answerAuthCalls({ tokenLifetimeMs: LIFETIME });
    const { bearer } = await signedIn({ ...ACTIVE, initialise: false });
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS - MINUTE);
    storeSession(someTokens(Date.now(), 'other-tab', 'other-refresh'));
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(bearer.current).toBe('other-tab'));
    expect(seen.refreshBodies).toEqual([]);
  });
});

describe('other tabs', () => {
  it('signs out within a second when another tab signs out, without a logout call of its own', async () => {
    const seen = answerAuthCalls();
    const { store, bearer } = await signedIn();
    seen.calls.length = 0;
    localStorage.removeItem(SESSION_STORAGE_KEY);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'remote' });
    expect(bearer.current).toBeNull();
    expect(seen.calls).toEqual([]);
  });

  it('signs in when another tab signs in', async () => {
    answerAuthCalls();
    const made = aSessionStore();
    store = made.store;
    await made.store.initialise();
    storeSession(someTokens(Date.now(), 'from-other-tab'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() =>
      expect(sessionUser(made.store.getSnapshot().state)?.email).toBe('ola@example.com'),
    );
    expect(made.bearer.current).toBe('from-other-tab');
  });

  it('sends the token another tab refreshed, keeping the user', async () => {
    const seen = answerAuthCalls();
    const { store, bearer } = await signedIn();
    storeSession(someTokens(Date.now(), 'refreshed-elsewhere'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bearer.current).toBe('refreshed-elsewhere');
    expect(sessionUser(store.getSnapshot().state)).not.toBeNull();
    expect(seen.refreshBodies).toEqual([]);
  });
});

describe('inactivity', () => {
  it('warns a minute ahead, then signs out after 30 minutes with reason session_timeout', async () => {
    const seen = answerAuthCalls();
    const { store } = await signedIn();
    seen.calls.length = 0;
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(store.getSnapshot().inactivityWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(store.getSnapshot().inactivityWarning).toBe(true);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(store.getSnapshot()).toEqual({
      state: { status: 'anonymous', reason: 'session_timeout' },
      inactivityWarning: false,
    });
    await vi.waitFor(() => expect(seen.calls).toEqual(['POST /auth/logout']));
  });

  it('keeps the session when the user chooses to stay', async () => {
    answerAuthCalls();
    const { store } = await signedIn();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    store.staySignedIn();
    expect(store.getSnapshot().inactivityWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(store.getSnapshot().state.status).toBe('authenticated');
  });

  it('follows a shortened time-out, warning a third of it ahead', async () => {
    answerAuthCalls();
    const { store } = await signedIn({ sessionTimeoutSeconds: 9 });
    await vi.advanceTimersByTimeAsync(6000);
    expect(store.getSnapshot().inactivityWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getSnapshot().inactivityWarning).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'session_timeout' });
  });

  it('does not watch for inactivity while signed out', async () => {
    answerAuthCalls();
    const { store } = await signedIn();
    await store.signOut();
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(store.getSnapshot()).toEqual({
      state: { status: 'anonymous', reason: 'logout' },
      inactivityWarning: false,
    });
  });
});
