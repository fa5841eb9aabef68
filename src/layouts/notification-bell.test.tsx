import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aNotification } from '../../tests/fixtures/auth';
import { contract, envelope, listEnvelope } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { testQueryClient } from '../../tests/session';
import { NotificationBell } from './notification-bell';

function notification(id: string, title: string, read: boolean) {
  return aNotification({
    id,
    title,
    message: `${title} in detail`,
    read_at: read ? new Date('2026-11-20T10:00:00.000Z') : null,
  });
}

/** A server with notifications; marking them read empties the unread count. Returns what it saw. */
function answerNotifications(unread: number) {
  const seen = { lists: [] as URLSearchParams[], marks: 0 };
  let unreadCount = unread;
  server.use(
    contract.get('/auth/notifications', ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      return listEnvelope(
        [notification('n1', 'Domain verified', unreadCount === 0), notification('n2', 'Invoice paid', true)],
        { perPage: 5, meta: { unread_count: unreadCount } },
      );
    }),
    contract.patch('/auth/notifications/mark-as-read', () => {
      seen.marks += 1;
      unreadCount = 0;
      return envelope({ marked_count: unread, unread_count: 0 });
    }),
  );
  return seen;
}

/** The bell alone: all it needs is a query client (and the app's i18n). */
function renderBell() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <NotificationBell />
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
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
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
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));

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
