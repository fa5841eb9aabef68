import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authKeys } from '@/api/queries/auth';
import { userKeys } from '@/api/queries/user';
import { accessToken } from '@/auth/access-token';
import { ABILITIES_STORAGE_KEY } from '@/auth/abilities/abilities-cache';
import { recentItemsKey } from '@/lib/recent-items';
import { authTokens, sessionTokens, twoFactorChallenge } from '../../../tests/fixtures/auth';
import { aUser } from '../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { authHandlers } from '../../../tests/msw/handlers/auth';
import { server, TEST_API } from '../../../tests/msw/server';
import { createTestSession, testQueryClient } from '../../../tests/session';
import { readStoredSession, SESSION_STORAGE_KEY, storeSession } from './token-storage';

const HOUR = 60 * 60_000;

/** What the server sees from here on: each call as "METHOD /path", with the bearer it carried. */
function watchCalls() {
  const seen = { calls: [] as string[], bearers: [] as (string | null)[] };
  const note = ({ request }: { request: Request }) => {
    seen.calls.push(`${request.method} ${request.url.replace(TEST_API, '')}`);
    seen.bearers.push(request.headers.get('Authorization'));
  };
  server.events.on('request:start', note);
  onTestFinished(() => {
    server.events.removeListener('request:start', note);
  });
  return seen;
}

/**
 * The server's side of the session: verify-token answers for `user`, the abilities are `users.view`, a
 * refresh gets a new pair and logout succeeds; a status makes that call refuse. Returns the refresh bodies.
 */
function answerAuthCalls({
  user = aUser(),
  verifyStatus = 200,
  abilitiesStatus = 200,
  refreshStatus = 200,
} = {}) {
  const refreshBodies: unknown[] = [];
  server.use(
    verifyStatus === 200
      ? authHandlers.verifyToken(user)
      : contract.post('/auth/verify-token', () => refusal(verifyStatus, 'No')),
    abilitiesStatus === 200
      ? authHandlers.abilities(['users.view'])
      : contract.get('/auth/abilities', () => refusal(abilitiesStatus, 'No')),
    contract.post('/auth/refresh', async ({ request }) => {
      refreshBodies.push(await request.json());
      return refreshStatus === 200
        ? envelope(authTokens({ access: 'refreshed-1', refresh: 'refresh-next-1' }))
        : refusal(refreshStatus, 'No');
    }),
    authHandlers.logout(),
  );
  return refreshBodies;
}

/** A store on its own query client, where the user and the abilities it loads end up. */
function setup() {
  const queryClient = testQueryClient();
  return { store: createTestSession(queryClient), queryClient };
}

const signInAnswer = (access = 'access-new', refresh = 'refresh-new') => ({
  data: authTokens({ access, refresh }),
  meta: {},
});

beforeEach(() => {
  localStorage.clear();
});

describe('initialise', () => {
  it('becomes anonymous without a call when nothing is stored', async () => {
    answerAuthCalls();
    const seen = watchCalls();
    const { store } = setup();
    expect((await store.initialise()).status).toBe('anonymous');
    expect(seen.calls).toEqual([]);
  });

  it('restores a stored session: verify-token with its bearer, then the abilities', async () => {
    storeSession(sessionTokens(Date.now(), 'stored-access'));
    answerAuthCalls({ user: aUser({ language: 'fr' }) });
    const seen = watchCalls();
    const { store, queryClient } = setup();
    const state = await store.initialise();
    expect(seen.calls).toEqual(['POST /auth/verify-token', 'GET /auth/abilities']);
    expect(seen.bearers).toEqual(['Bearer stored-access', 'Bearer stored-access']);
    expect(state).toMatchObject({ status: 'authenticated', verified: true });
    expect(queryClient.getQueryData(userKeys.profile())).toMatchObject({
      email: 'ola@example.com',
      language: 'fr',
    });
    expect(queryClient.getQueryData(authKeys.abilities())).toEqual(['users.view']);
    expect(accessToken.get()).toBe('stored-access');
  });

  it('clears user, token and stored tokens when verification fails', async () => {
    storeSession(sessionTokens(Date.now()));
    answerAuthCalls({ verifyStatus: 401 });
    const { store, queryClient } = setup();
    expect(await store.initialise()).toEqual({ status: 'anonymous', reason: 'verify_failed' });
    expect(queryClient.getQueryData(userKeys.profile())).toBeUndefined();
    expect(accessToken.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears everything when the abilities cannot be fetched', async () => {
    storeSession(sessionTokens(Date.now()));
    answerAuthCalls({ abilitiesStatus: 500 });
    const { store, queryClient } = setup();
    expect(await store.initialise()).toEqual({ status: 'anonymous', reason: 'verify_failed' });
    expect(queryClient.getQueryData(userKeys.profile())).toBeUndefined();
    expect(accessToken.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refreshes first when only the refresh token is still valid', async () => {
    const start = Date.now();
    storeSession({
      access: { value: 'old', expiresAt: start - 1 },
      refresh: { value: 'keep', expiresAt: start + HOUR },
    });
    const refreshBodies = answerAuthCalls();
    const { store } = setup();
    const state = await store.initialise();
    expect(refreshBodies).toEqual([{ refresh_token: 'keep' }]);
    expect(state.status).toBe('authenticated');
    expect(accessToken.get()).toBe('refreshed-1');
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
    storeSession(sessionTokens(Date.now()));
    answerAuthCalls();
    const seen = watchCalls();
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
    answerAuthCalls();
    const { store, queryClient } = setup();
    await store.initialise();
    const seen = watchCalls();
    const signedIn = vi.fn();
    store.onSignIn(signedIn);
    const outcome = await store.completeSignIn(signInAnswer('fresh'));
    expect(seen.calls).toEqual(['POST /auth/verify-token', 'GET /auth/abilities']);
    expect(seen.bearers[0]).toBe('Bearer fresh');
    expect(outcome).toEqual({
      status: 'authenticated',
      user: expect.objectContaining({ email: 'ola@example.com' }) as unknown,
    });
    expect(store.getSnapshot().state).toMatchObject({ status: 'authenticated', verified: true });
    expect(queryClient.getQueryData(authKeys.abilities())).toEqual(['users.view']);
    expect(readStoredSession(Date.now())?.access?.value).toBe('fresh');
    expect(accessToken.get()).toBe('fresh');
    expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'ola@example.com' }));
  });

  it('stores no token on a two-factor challenge and keeps its token in memory only', async () => {
    answerAuthCalls();
    const { store } = setup();
    await store.initialise();
    const seen = watchCalls();
    const challenge = twoFactorChallenge('challenge-1');
    const outcome = await store.completeSignIn({ data: challenge, meta: { requires_2fa: true } });
    expect(outcome).toEqual({ status: 'two-factor-required' });
    expect(store.getSnapshot().state).toEqual({
      status: 'two-factor-required',
      twoFactorToken: 'challenge-1',
      expiresAt: challenge.expires_at.getTime(),
    });
    expect(seen.calls).toEqual([]);
    expect(accessToken.get()).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('challenge-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('rejects and clears everything when the new token does not verify', async () => {
    answerAuthCalls({ verifyStatus: 401 });
    const { store } = setup();
    await store.initialise();
    await expect(store.completeSignIn(signInAnswer())).rejects.toMatchObject({ status: 401 });
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'verify_failed' });
    expect(accessToken.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops a verification that answers after the user signed out', async () => {
    server.use(
      contract.post('/auth/verify-token', async () => {
        await delay(50);
        return envelope({ user: aUser(), expires_at: new Date(Date.now() + HOUR) });
      }),
      authHandlers.logout(),
    );
    const { store, queryClient } = setup();
    await store.initialise();
    const pending = store.completeSignIn(signInAnswer());
    await store.signOut();
    await expect(pending).rejects.toThrow(TypeError);
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
    expect(queryClient.getQueryData(userKeys.profile())).toBeUndefined();
  });
});

describe('signOut', () => {
  async function signedIn() {
    answerAuthCalls();
    const made = setup();
    await made.store.initialise();
    await made.store.completeSignIn(signInAnswer('to-end'));
    return made;
  }

  it('calls POST /auth/logout with the ending token and clears user, token, abilities and stored tokens', async () => {
    const { store, queryClient } = await signedIn();
    expect(localStorage.getItem(ABILITIES_STORAGE_KEY)).not.toBeNull();
    const seen = watchCalls();
    await store.signOut('logout');
    expect(seen.calls).toEqual(['POST /auth/logout']);
    expect(seen.bearers).toEqual(['Bearer to-end']);
    expect(store.getSnapshot().state).toEqual({ status: 'anonymous', reason: 'logout' });
    expect(accessToken.get()).toBeNull();
    expect(queryClient.getQueryData(userKeys.profile())).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.abilities())).toBeUndefined();
    expect(localStorage.getItem(ABILITIES_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("forgets every user's recent palette items and nothing else of this browser's", async () => {
    const { store } = await signedIn();
    localStorage.setItem(recentItemsKey('user-1'), '[]');
    localStorage.setItem(recentItemsKey('user-2'), '[]');
    localStorage.setItem('tracklane.theme', 'dark');

    await store.signOut('logout');

    expect(localStorage.getItem(recentItemsKey('user-1'))).toBeNull();
    expect(localStorage.getItem(recentItemsKey('user-2'))).toBeNull();
    expect(localStorage.getItem('tracklane.theme')).toBe('dark');
  });

  it('signs out even when the logout call fails', async () => {
    const { store } = await signedIn();
    server.use(contract.post('/auth/logout', () => HttpResponse.error()));
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
