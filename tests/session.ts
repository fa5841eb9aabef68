import { QueryClient } from '@tanstack/react-query';
import { FRESH_FOR_MS } from '@/app/query-client';
import { onTestFinished } from 'vitest';
import { accessToken } from '@/auth/access-token';
import { createSessionStore, type SessionStore } from '@/auth/session/session-store';
import { tokensFromAuth } from '@/auth/session/session-tokens';
import { storeSession } from '@/auth/session/token-storage';
import type { Profile } from '@/api/queries/user';
import { authTokens } from './fixtures/auth';
import { aUser } from './fixtures/user';
import { authHandlers } from './msw/handlers/auth';
import { server } from './msw/server';

/** A query client as the tests want it: a failure is a failure, not three tries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: FRESH_FOR_MS }, mutations: { retry: false } },
  });
}

/**
 * Tests only: the app's session store on `queryClient` and the app's API client, stopped (timers,
 * listeners, bearer) when the test ends.
 */
export function createTestSession(queryClient: QueryClient = testQueryClient()): SessionStore {
  const session = createSessionStore({
    queryClient,
    sessionTimeoutSeconds: 1800,
    setAccessToken: accessToken.set,
  });
  onTestFinished(() => {
    session.dispose();
    accessToken.set(null);
  });
  return session;
}

/**
 * Makes the next session start signed in as `user`, the way a returning visitor's does: tokens in
 * storage, and verify-token and the abilities answered for them.
 */
export function signedInAs(user: Profile = aUser(), abilities: string[] = []): Profile {
  storeSession(tokensFromAuth(authTokens({ user }), Date.now()));
  server.use(authHandlers.verifyToken(user), authHandlers.abilities(abilities));
  onTestFinished(() => {
    localStorage.clear();
  });
  return user;
}
