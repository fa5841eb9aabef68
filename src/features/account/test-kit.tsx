import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';

// The settings screens' tests only: a client on the fake API, its envelopes, and a screen on a router.

export const BASE = 'https://api.test/api/v1';

export function testClient(events = createApiEvents()) {
  return createApiClient({
    baseUrl: BASE,
    events,
    getAccessToken: () => 'token',
    getLocale: () => 'en',
  });
}

export function envelope(data: unknown, meta: Record<string, unknown> = {}, message = 'OK') {
  const timestamp = '2026-11-22T10:00:00.000Z';
  return { success: true, message, data, meta: { timestamp, ...meta }, timestamp };
}

/** A refusal as the server sends it: a message and, for a 422, the errors map. */
export function refusal(message: string, errors?: Record<string, string[]>) {
  return { success: false, message, errors, meta: { timestamp: '2026-11-22T10:00:00.000Z' } };
}

/** A user as GET /user/profile answers, JSON as on the wire. */
export function aProfile(overrides: Partial<Record<keyof components['schemas']['User'], unknown>> = {}) {
  return {
    id: 'user-1',
    name: 'Ola Nowak',
    email: 'ola@example.com',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    email_verified: true,
    timezone: 'Europe/Warsaw',
    language: 'en',
    is_admin: false,
    status: 'active',
    avatar: null,
    has_avatar: false,
    display_name: 'Ola Nowak',
    first_name: 'Ola',
    last_name: 'Nowak',
    phone: null,
    company: 'Acme',
    bio: null,
    is_social_user: false,
    can_change_password: true,
    two_factor_enabled: false,
    roles: [],
    permissions: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders `ui` as the page at `at` of a memory router (its links and search params work), with the app's
 * i18n and a query client that does not retry. Other paths render their own name, so a test can tell
 * where a link or a navigation led.
 */
export function renderScreen(ui: ReactNode, at = '/settings/page') {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: new URL(at, 'http://x').pathname,
    component: () => ui,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: function Elsewhere() {
      return <p data-testid="elsewhere">{useLocation({ select: (location) => location.pathname })}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}
