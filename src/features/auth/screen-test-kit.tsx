import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionState } from '@/auth/session/session-machine';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import type { SessionSnapshot } from '@/auth/session/session-store-types';

// The screen tests of this folder only (social callback, magic link, login): a stand-in for the app's
// session, and a router around the screen whose location the test reads after the screen navigates.

let snapshot: SessionSnapshot = { state: { status: 'anonymous', reason: null }, inactivityWarning: false };
const listeners = new Set<() => void>();

/** Stands in for `session` (vi.mock '@/auth/session/session'): what it is and what sign-in leads to. */
export const fakeSession = {
  getSnapshot: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  completeSignIn: vi.fn<(response: SignInResponse) => Promise<SessionState>>(),
  /** Sets the current state, and the state a sign-in answer leads to. */
  reset(now: SessionState, afterSignIn: SessionState = now) {
    snapshot = { state: now, inactivityWarning: false };
    fakeSession.completeSignIn.mockReset();
    fakeSession.completeSignIn.mockResolvedValue(afterSignIn);
    for (const listener of listeners) listener();
  },
};

/** Renders `ui` as the page at `path` with the app's i18n and a query client; resolves once `readyText` shows. */
export async function renderScreen(ui: ReactNode, path: string, readyText: string | RegExp) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByText(readyText);
  return router;
}
