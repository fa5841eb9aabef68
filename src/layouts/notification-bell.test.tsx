import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/msw/server';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import { NotificationBell } from './notification-bell';

const BASE = 'https://api.test/api/v1';

function notification(id: string, title: string, read: boolean) {
  return {
    id,
    type: 'info',
    title,
    message: `${title} in detail`,
    progress: null,
    action_url: null,
    read_at: read ? '2026-11-20T10:00:00.000Z' : null,
    created_at: '2026-11-20T09:00:00.000Z',
  };
}

/** A server with notifications; marking them read empties the unread count. Returns what it saw. */
function answerNotifications(unread: number) {
  const seen = { lists: [] as URLSearchParams[], marks: 0 };
  let unreadCount = unread;
  server.use(
    http.get(`${BASE}/auth/notifications`, ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        success: true,
        message: 'OK',
        data: [
          notification('n1', 'Domain verified', unreadCount === 0),
          notification('n2', 'Invoice paid', true),
        ],
        meta: { unread_count: unreadCount, current_page: 1, per_page: 5, total: 2, last_page: 1 },
      });
    }),
    http.patch(`${BASE}/auth/notifications/mark-as-read`, () => {
      seen.marks += 1;
      unreadCount = 0;
      return HttpResponse.json({ success: true, message: 'OK', data: { marked: unread } });
    }),
  );
  return seen;
}

function renderBell() {
  const client = createApiClient({
    baseUrl: BASE,
    events: createApiEvents(),
    getAccessToken: () => 'token',
    getLocale: () => 'en',
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NotificationBell client={client} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('NotificationBell', () => {
  it('asks for the latest five and names the unread count on the bell', async () => {
    const seen = answerNotifications(3);
    renderBell();

    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(seen.lists[0]?.get('per_page')).toBe('5');
  });

  it('lists the latest notifications, the unread ones marked', async () => {
    answerNotifications(1);
    renderBell();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unread: Domain verifiedDomain verified in detail',
      'Invoice paidInvoice paid in detail',
      'Mark all as read',
    ]);
  });

  it('marks everything read and shows the bell without a count afterwards', async () => {
    const seen = answerNotifications(2);
    renderBell();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(seen.marks).toBe(1);
  });

  it('offers no "Mark all as read" when nothing is unread', async () => {
    answerNotifications(0);
    renderBell();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe(
        'true',
      ),
    );
  });
});
