import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { userQueries } from '@/api/queries/user';
import { accessToken } from '@/auth/access-token';
import { authTokens, sessionTokens } from '../../../tests/fixtures/auth';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { authHandlers } from '../../../tests/msw/handlers/auth';
import { server } from '../../../tests/msw/server';
import { testQueryClient } from '../../../tests/session';
import { REFRESH_AHEAD_MS, REFRESH_RETRY_MS } from './refresh-session';
import { createSessionStore } from './session-store';
import { readStoredSession, SESSION_STORAGE_KEY, storeSession } from './token-storage';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The server's side of the session: verify-token, the abilities and logout succeed; each refresh answers
 * a new numbered pair valid `tokenLifetimeMs` (`refreshed-1`, `refresh-next-1`…), or fails with
 * `refreshStatus` ('network': no answer at all). Returns what the server saw.
 */
function answerAuthCalls({
  refreshStatus = 200,
  tokenLifetimeMs = DAY,
}: { refreshStatus?: number | 'network'; tokenLifetimeMs?: number } = {}) {
  const seen = { refreshBodies: [] as unknown[], logouts: 0 };
  let refreshes = 0;
  server.use(
    authHandlers.verifyToken(),
    authHandlers.abilities(['users.view']),
    contract.post('/auth/refresh', async ({ request }) => {
      seen.refreshBodies.push(await request.json());
      if (refreshStatus === 'network') return HttpResponse.error();
      if (refreshStatus !== 200) return refusal(refreshStatus, 'No');
      refreshes += 1;
      const tokens = { access: `refreshed-${refreshes}`, refresh: `refresh-next-${refreshes}` };
      return envelope(authTokens({ ...tokens, lifetimeMs: tokenLifetimeMs }));
    }),
    contract.post('/auth/logout', () => {
      seen.logouts += 1;
      return envelope(null);
    }),
  );
  return seen;
}

/** A store with the given inactivity time-out, on a query client of its own, stopped when the test ends. */
function aStore(sessionTimeoutSeconds = 1800) {
  const queryClient = testQueryClient();
  const store = createSessionStore({ queryClient, sessionTimeoutSeconds, setAccessToken: accessToken.set });
  onTestFinished(() => {
    store.dispose();
    accessToken.set(null);
  });
  return { store, queryClient };
}

/** A store signed in through completeSignIn with tokens valid `lifetimeMs` (24 h) from now. */
async function signedIn({ sessionTimeoutSeconds = 1800, initialise = true, lifetimeMs = DAY } = {}) {
  const made = aStore(sessionTimeoutSeconds);
  if (initialise) await made.store.initialise();
  await made.store.completeSignIn({
    data: authTokens({ access: 'first', refresh: 'first-refresh', lifetimeMs }),
  });
  return made;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('token refresh', () => {
  // Tokens of 30 minutes keep the fake clock's run short; the inactivity time-out must not end the
  // session first.
  const LIFETIME = 30 * MINUTE;
  const ACTIVE = { sessionTimeoutSeconds: 24 * 60 * 60, lifetimeMs: LIFETIME };

  it('refreshes five minutes before the token expires, and stores and sends the new token', async () => {
    const seen = answerAuthCalls({ tokenLifetimeMs: LIFETIME });
    await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS - MINUTE);
    expect(seen.refreshBodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(accessToken.get()).toBe('refreshed-1'));
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
    const { store } = await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS);
    await vi.waitFor(() =>
      expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'refresh_failed' }),
    );
    expect(accessToken.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('tries again a minute later when the network fails, while the token still works', async () => {
    const seen = answerAuthCalls({ refreshStatus: 'network', tokenLifetimeMs: LIFETIME });
    const { store } = await signedIn(ACTIVE);
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS);
    await vi.waitFor(() => expect(seen.refreshBodies).toHaveLength(1));
    expect(store.getSnapshot().state.status).toBe('authenticated');
    server.use(authHandlers.refresh(authTokens({ access: 'later', refresh: 'r', lifetimeMs: LIFETIME })));
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    await vi.waitFor(() => expect(accessToken.get()).toBe('later'));
  });

  it('takes the tokens another tab refreshed instead of spending the refresh token again', async () => {
    const seen = answerAuthCalls({ tokenLifetimeMs: LIFETIME });
    await signedIn({ ...ACTIVE, initialise: false });
    await vi.advanceTimersByTimeAsync(LIFETIME - REFRESH_AHEAD_MS - MINUTE);
    storeSession(sessionTokens(Date.now(), 'other-tab', 'other-refresh'));
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(accessToken.get()).toBe('other-tab'));
    expect(seen.refreshBodies).toEqual([]);
  });
});

describe('other tabs', () => {
  it('signs out within a second when another tab signs out, without a logout call of its own', async () => {
    const seen = answerAuthCalls();
    const { store } = await signedIn();
    localStorage.removeItem(SESSION_STORAGE_KEY);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'remote' });
    expect(accessToken.get()).toBeNull();
    expect(seen.logouts).toBe(0);
  });

  it('signs in when another tab signs in', async () => {
    answerAuthCalls();
    const { store, queryClient } = aStore();
    await store.initialise();
    storeSession(sessionTokens(Date.now(), 'from-other-tab'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(store.getSnapshot().state).toMatchObject({ verified: true }));
    expect(queryClient.getQueryData(userQueries.profile().queryKey)?.email).toBe('ola@example.com');
    expect(accessToken.get()).toBe('from-other-tab');
  });

  it('sends the token another tab refreshed, keeping the user', async () => {
    const seen = answerAuthCalls();
    const { store, queryClient } = await signedIn();
    storeSession(sessionTokens(Date.now(), 'refreshed-elsewhere'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(accessToken.get()).toBe('refreshed-elsewhere');
    expect(store.getSnapshot().state).toMatchObject({ status: 'authenticated', verified: true });
    expect(queryClient.getQueryData(userQueries.profile().queryKey)).toBeDefined();
    expect(seen.refreshBodies).toEqual([]);
  });
});

describe('inactivity', () => {
  it('warns a minute ahead, then signs out after 30 minutes with reason session_timeout', async () => {
    const seen = answerAuthCalls();
    const { store } = await signedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(store.getSnapshot().inactivityWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(store.getSnapshot().inactivityWarning).toBe(true);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(store.getSnapshot()).toEqual({
      state: { status: 'anonymous', reason: 'session_timeout' },
      inactivityWarning: false,
    });
    await vi.waitFor(() => expect(seen.logouts).toBe(1));
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
