import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type RouteComponent,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, TEST_API } from '../../tests/msw/server';
import { PlaceholderScreen } from '@/components/page/placeholder-screen';
import { ShellAccountProvider, type ShellAccount } from './shell-account';

type LayoutSetup = {
  layout: RouteComponent;
  layoutMeta?: StaticDataRouteOption;
  /** The page's path pattern and its meta; the page itself is the placeholder screen. */
  page: { path: string; meta: StaticDataRouteOption };
  /** Where the router starts. */
  at: string;
  account: ShellAccount;
};

/**
 * Tests only: renders `layout` as a pathless layout route around one page, on a memory router, with the
 * account, the i18n and the query client the layouts need. Resolves once the page's heading shows.
 */
export async function renderInLayout({ layout, layoutMeta = {}, page, at, account }: LayoutSetup) {
  // The notification bell of the signed-in layouts asks the app's API: nothing new.
  server.use(
    http.get(`${TEST_API}/auth/notifications`, () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        data: [],
        meta: { unread_count: 0, current_page: 1, per_page: 5, total: 0, last_page: 1 },
      }),
    ),
  );
  const root = createRootRoute();
  const frame = createRoute({
    getParentRoute: () => root,
    id: 'frame',
    staticData: layoutMeta,
    component: layout,
  });
  const screenRoute = createRoute({
    getParentRoute: () => frame,
    path: page.path,
    staticData: page.meta,
    component: PlaceholderScreen,
  });
  // Where the shell's links lead, so following one lands on a known route.
  const elsewhere = ['/auth/login', '/settings', '/dashboard', '/admin/dashboard'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren([frame.addChildren([screenRoute]), ...elsewhere]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellAccountProvider account={account}>
          <RouterProvider router={router} />
        </ShellAccountProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, queryClient };
}
