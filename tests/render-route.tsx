import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '@/app/router';
import { SessionProvider } from '@/auth/session/session-context';
import { createTestSession, testQueryClient } from './session';

/**
 * Tests only: the app's real route tree at `path` (guards, loaders, layouts and screens), on a fresh query
 * client and session, with the app's i18n. tests/msw/server.ts answers what the frame asks for in the
 * background; a test answers the rest, and `signedInAs` before this call starts it signed in. Resolves once
 * the router has loaded the first page.
 */
export async function renderRoute(path: string) {
  const queryClient = testQueryClient();
  const session = createTestSession(queryClient);
  const router = createAppRouter({ queryClient, session }, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await router.load();
  return { ...view, router, queryClient, session };
}
