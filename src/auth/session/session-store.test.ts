import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw/server';
import { preferredLanguage, sessionAbilities, sessionUser } from './session-machine';
import type { SessionStore } from './session-store';
import { aUser, someTokens } from './test-fixtures';
import { aSessionStore, authTokensJson, BASE, envelope, answerAuthCalls } from './test-server';
import { readStoredSession, SESSION_STORAGE_KEY, storeSession } from './token-storage';

const HOUR = 60 * 60_000;
let store: SessionStore | undefined;

function setup(options: Parameters<typeof aSessionStore>[0] = {}) {
  const made = aSessionStore(options);
  store = made.store;
  return made;
}

const signInAnswer = (access = 'access-new', refresh = 'refresh-new') => ({
  data: {
    ...authTokensJson(access, refresh),
    expires_at: new Date(Date.now() + 24 * HOUR),
    refresh_expires_at: new Date(Date.now() + 7 * 24 * HOUR),
  },
  meta: {},
});

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  store?.dispose();
});

describe('initialise', () => {
  it('becomes anonymous without a call when nothing is stored', async () => {
    const seen = answerAuthCalls();
    const { store } = setup();
    expect((await store.initialise()).status).toBe('anonymous');
    expect(seen.calls).toEqual([]);
  });

  it('restores a stored session: verify-token with its bearer, then the abilities', async () => {
    storeSession(someTokens(Date.now(), 'stored-access'));
    const seen = answerAuthCalls({ user: aUser({ language: 'fr' }) });
    const { store, bearer } = setup();
    const state = await store.initialise();
    expect(seen.calls).toEqual(['POST /auth/verify-token', 'GET /auth/abilities']);
    expect(seen.bearers).toEqual(['Bearer stored-access', 'Bearer stored-access']);
    expect(sessionUser(state)?.email).toBe('ola@example.com');
    expect(sessionAbilities(state)).toEqual(['users.view']);
    expect(preferredLanguage(state)).toBe('fr');
    expect(bearer.current).toBe('stored-access');
  });

  it('clears user, token and stored tokens when verification fails', async () => {
    storeSession(someTokens(Date.now()));
    answerAuthCalls({ verifyStatus: 401 });
    const { store, bearer } = setup();
    expect(await store.initialise()).toEqual({ status: 'anonymous', reason: 'verify_failed' });
    expect(bearer.current).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears everything when the abilities cannot be fetched', async () => {
    storeSession(someTokens(Date.now()));
    answerAuthCalls({ abilitiesStatus: 500 });
    const { store, bearer } = setup();
    expect(await store.initialise()).toEqual({ status: 'anonymous', reason: 'verify_failed' });
    expect(bearer.current).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refreshes first when only the refresh token is still valid', async () => {
    const start = Date.now();
    storeSession({
      access: { value: 'old', expiresAt: start - 1 },
      refresh: { value: 'keep', expiresAt: start + HOUR },
    });
    const seen = answerAuthCalls();
    const { store, bearer } = setup();
    const state = await store.initialise();
    expect(seen.refreshBodies).toEqual([{ refresh_token: 'keep' }]);
    expect(state.status).toBe('authenticated');
    expect(bearer.current).toBe('refreshed-1');
    expect(readStoredSession(Date.now())?.access?.value).toBe('refreshed-1');
  });

  it('signs out with refresh_failed when that refresh is refused', async () => {
    const start = Date.now();
    storeSession({
      access: { value: 'old', expiresAt: start - 1 },
      refresh: { value: 'spent', expiresAt: start + HOUR },
    });
    answerAuthCalls({ refreshStatus: 401 });
    const { store } = setup();
    expect(await store.initialise()).toEqual({ status: 'anonymous', reason: 'refresh_failed' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('runs once however often it is called', async () => {
    storeSession(someTokens(Date.now()));
    const seen = answerAuthCalls();
    const { store } = setup();
    await Promise.all([store.initialise(), store.initialise()]);
    await store.initialise();
    expect(seen.calls.filter((call) => call.includes('verify-token'))).toHaveLength(1);
  });

  it('answers later calls with the state as it is now, signed in since the start', async () => {
    answerAuthCalls();
    const { store } = setup();
    expect((await store.initialise()).status).toBe('anonymous');
    await store.completeSignIn(signInAnswer('fresh'));
    expect((await store.initialise()).status).toBe('authenticated');
  });
});

describe('completeSignIn', () => {
  it('stores the tokens, verifies them, fetches the abilities and tells the sign-in listeners', async () => {
    const seen = answerAuthCalls();
    const { store, bearer } = setup();
    await store.initialise();
    const signedIn = vi.fn();
    store.onSignIn(signedIn);
    const state = await store.completeSignIn(signInAnswer('fresh'));
    expect(seen.calls).toEqual(['POST /auth/verify-token', 'GET /auth/abilities']);
    expect(seen.bearers[0]).toBe('Bearer fresh');
    expect(state.status).toBe('authenticated');
    expect(sessionAbilities(state)).toEqual(['users.view']);
    expect(readStoredSession(Date.now())?.access?.value).toBe('fresh');
    expect(bearer.current).toBe('fresh');
    expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'ola@example.com' }));
  });

  it('stores no token on a two-factor challenge and keeps its token in memory only', async () => {
    const seen = answerAuthCalls();
    const { store, bearer } = setup();
    await store.initialise();
    const expiresAt = new Date(Date.now() + 600_000);
    const state = await store.completeSignIn({
      data: { user: null, two_factor_token: 'challenge-1', expires_at: expiresAt },
      meta: { requires_2fa: true },
    });
    expect(state).toEqual({
      status: 'two-factor-required',
      twoFactorToken: 'challenge-1',
      expiresAt: expiresAt.getTime(),
    });
    expect(seen.calls).toEqual([]);
    expect(bearer.current).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('challenge-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('rejects and clears everything when the new token does not verify', async () => {
    answerAuthCalls({ verifyStatus: 401 });
    const { store, bearer } = setup();
    await store.initialise();
    await expect(store.completeSignIn(signInAnswer())).rejects.toMatchObject({ status: 401 });
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'verify_failed' });
    expect(bearer.current).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops a verification that answers after the user signed out', async () => {
    server.use(
      http.post(`${BASE}/auth/verify-token`, async () => {
        await delay(50);
        return HttpResponse.json(envelope({ user: aUser(), expires_at: new Date().toISOString() }));
      }),
      http.post(`${BASE}/auth/logout`, () => HttpResponse.json(envelope(null))),
    );
    const { store } = setup();
    await store.initialise();
    const pending = store.completeSignIn(signInAnswer());
    await store.signOut();
    await pending;
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
  });
});

describe('signOut', () => {
  async function signedIn() {
    const seen = answerAuthCalls();
    const clear = vi.fn();
    const made = setup({ abilities: { load: () => Promise.resolve(['a.b']), clear } });
    await made.store.initialise();
    await made.store.completeSignIn(signInAnswer('to-end'));
    seen.calls.length = 0;
    seen.bearers.length = 0;
    return { ...made, seen, clear };
  }

  it('calls POST /auth/logout with the ending token and clears user, token, abilities and stored tokens', async () => {
    const { store, bearer, seen, clear } = await signedIn();
    await store.signOut('logout');
    expect(seen.calls).toEqual(['POST /auth/logout']);
    expect(seen.bearers).toEqual(['Bearer to-end']);
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
    expect(bearer.current).toBeNull();
    expect(clear).toHaveBeenCalledOnce();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs out even when the logout call fails', async () => {
    const { store } = await signedIn();
    server.use(http.post(`${BASE}/auth/logout`, () => HttpResponse.error()));
    await expect(store.signOut()).resolves.toBeUndefined();
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
  });

  it('tells subscribers', async () => {
    const { store } = await signedIn();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.signOut();
    expect(listener).toHaveBeenCalled();
  });
});

describe('reloadUser', () => {
  it('replaces the user with the one verify-token answers now', async () => {
    answerAuthCalls();
    const { store } = setup();
    await store.initialise();
    await store.completeSignIn(signInAnswer());
    server.use(
      http.post(`${BASE}/auth/verify-token`, () =>
        HttpResponse.json(
          envelope({ user: aUser({ email_verified: false }), expires_at: new Date().toISOString() }),
        ),
      ),
    );
    await store.reloadUser();
    expect(sessionUser(store.getSnapshot().state)?.email_verified).toBe(false);
  });

  it('signs out with verify_failed when the token is refused', async () => {
    answerAuthCalls();
    const { store } = setup();
    await store.initialise();
    await store.completeSignIn(signInAnswer());
    server.use(
      http.post(`${BASE}/auth/verify-token`, () =>
        HttpResponse.json({ success: false, message: 'No' }, { status: 401 }),
      ),
    );
    await expect(store.reloadUser()).rejects.toMatchObject({ status: 401 });
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'verify_failed' });
  });
});
