import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/client';
import { createApiEvents } from '@/api/api-events';
import { server } from '../../../tests/msw/server';
import { createSessionStore } from './session-store';
import type { AbilitiesSource } from './session-store-types';
import type { SessionUser } from './session-machine';
import { aUser } from './test-fixtures';

// The session store's tests only: a store on a test client, and the auth calls it makes, answered by msw.

export const BASE = 'https://api.test/api/v1';
const HOUR = 60 * 60_000;

export function envelope(data: unknown, meta: Record<string, unknown> = {}) {
  const timestamp = new Date().toISOString();
  return { success: true, message: 'OK', data, meta: { timestamp, ...meta }, timestamp };
}

/** A sign-in or refresh answer's data, as JSON, valid 24 h (or `lifetimeMs`) and 7 days from now. */
export function authTokensJson(access: string, refresh: string, lifetimeMs = 24 * HOUR) {
  return {
    user: aUser(),
    token: access,
    token_type: 'Bearer' as const,
    expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
    refresh_token: refresh,
    refresh_expires_at: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
  };
}

/** What the fake server saw: each call as "METHOD /path" with its bearer, and refresh bodies. */
export interface Seen {
  calls: string[];
  bearers: (string | null)[];
  refreshBodies: unknown[];
}

/**
 * Answers verify-token, abilities, refresh and logout; each can be made to fail with a status. Refreshed
 * tokens live `tokenLifetimeMs`.
 */
export function answerAuthCalls({
  verifyStatus = 200,
  abilitiesStatus = 200,
  refreshStatus = 200,
  user = aUser(),
  tokenLifetimeMs = 24 * HOUR,
}: {
  verifyStatus?: number;
  abilitiesStatus?: number;
  refreshStatus?: number | 'network';
  user?: SessionUser;
  tokenLifetimeMs?: number;
} = {}): Seen {
  const seen: Seen = { calls: [], bearers: [], refreshBodies: [] };
  const note = (method: string, request: Request) => {
    seen.calls.push(`${method} ${new URL(request.url).pathname.replace('/api/v1', '')}`);
    seen.bearers.push(request.headers.get('Authorization'));
  };
  const refused = (status: number) => HttpResponse.json({ success: false, message: 'No' }, { status });
  let refreshes = 0;
  server.use(
    http.post(`${BASE}/auth/verify-token`, ({ request }) => {
      note('POST', request);
      return verifyStatus === 200
        ? HttpResponse.json(envelope({ user, expires_at: new Date(Date.now() + HOUR).toISOString() }))
        : refused(verifyStatus);
    }),
    http.get(`${BASE}/auth/abilities`, ({ request }) => {
      note('GET', request);
      return abilitiesStatus === 200 ? HttpResponse.json(envelope(['users.view'])) : refused(abilitiesStatus);
    }),
    http.post(`${BASE}/auth/refresh`, async ({ request }) => {
      note('POST', request);
      seen.refreshBodies.push(await request.json());
      if (refreshStatus === 'network') return HttpResponse.error();
      refreshes += 1;
      return refreshStatus === 200
        ? HttpResponse.json(
            envelope(authTokensJson(`refreshed-${refreshes}`, `refresh-next-${refreshes}`, tokenLifetimeMs)),
          )
        : refused(refreshStatus);
    }),
    http.post(`${BASE}/auth/logout`, ({ request }) => {
      note('POST', request);
      return HttpResponse.json(envelope(null));
    }),
  );
  return seen;
}

/** A session store on a client of the fake server, with the bearer it would send kept in `bearer`. */
export function aSessionStore({
  sessionTimeoutSeconds = 1800,
  abilities,
}: { sessionTimeoutSeconds?: number; abilities?: AbilitiesSource } = {}) {
  const bearer = { current: null as string | null };
  const api = createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => bearer.current,
    getLocale: () => 'en',
  });
  const store = createSessionStore({
    api,
    sessionTimeoutSeconds,
    setAccessToken: (token) => {
      bearer.current = token;
    },
    ...(abilities && { abilities }),
  });
  return { store, bearer };
}
