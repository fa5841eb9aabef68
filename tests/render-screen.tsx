import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/auth/session/session-context';
import { createTestSession, testQueryClient } from './session';

/**
 * Tests only: `ui` alone as the page at `path`, on a memory router whose one route is that page, so a
 * test reads where the screen sends the user from `router.state.location` without the next page loading.
 * The screen gets the app's i18n, a fresh query client and a real session, started first as the route
 * guard would (`signedInAs` before this call makes it a signed-in one). Resolves once `readyText` shows.
 * For a screen on the app's own routes, with their guards and loaders, use `renderRoute`.
 */
export async function renderScreen(ui: ReactNode, path: string, readyText: string | RegExp) {
  const queryClient = testQueryClient();
  const session = createTestSession(queryClient);
  await session.initialise();
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByText(readyText);
  return { router, session, queryClient };
}
