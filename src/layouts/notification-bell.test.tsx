import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@/api/queries/auth-notifications';
import { aNotification } from '../../tests/fixtures/auth';
import { contract, envelope, listEnvelope } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { testQueryClient } from '../../tests/session';
import { NotificationBell } from './notification-bell';

const MINUTE = 60_000;

/** The server's notifications: an unread ticket reply 5 minutes old, a read invoice from yesterday. */
function someNotifications(): Notification[] {
  return [
    aNotification({
      id: 'n1',
      type: 'info',
      title: 'Support replied',
      message: 'Your ticket has a reply',
      action_url: '/support/tickets/7',
      created_at: new Date(Date.now() - 5 * MINUTE),
    }),
    aNotification({
      id: 'n2',
      type: 'success',
      title: 'Invoice paid',
      message: 'Thank you',
      read_at: new Date(Date.now() - 20 * 60 * MINUTE),
      created_at: new Date(Date.now() - 26 * 60 * MINUTE),
    }),
  ];
}

/** A server holding `someNotifications`, marking and clearing them as the contract says. Returns what it saw. */
function answerNotifications(items = someNotifications()) {
  let stored = items;
  const seen = { lists: [] as URLSearchParams[], marks: [] as unknown[], clears: 0 };
  const unread = () => stored.filter((item) => item.read_at === null).length;
  server.use(
    contract.get('/auth/notifications', ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      return listEnvelope(stored, { perPage: 10, meta: { unread_count: unread() } });
    }),
    contract.patch('/auth/notifications/mark-as-read', async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as { ids?: string[] };
      seen.marks.push(body.ids ?? 'all');
      const marked = unread();
      stored = stored.map((item) =>
        !body.ids || body.ids.includes(item.id) ? { ...item, read_at: item.read_at ?? new Date() } : item,
      );
      return envelope({ marked_count: marked - unread(), unread_count: unread() });
    }),
    contract.delete('/auth/notifications/clear', () => {
      seen.clears += 1;
      stored = [];
      return envelope(null);
    }),
  );
  return seen;
}

/** The bell on a page of a memory router (its links go through it), with a query client. */
function renderBell() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <QueryClientProvider client={testQueryClient()}>
          <NotificationBell />
        </QueryClientProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

async function openBell(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('NotificationBell', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the latest ten and names the unread count on the bell', async () => {
    const seen = answerNotifications();
    renderBell();

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(seen.lists[0]?.get('per_page')).toBe('10');
  });

  it('lists the notifications with their type, the unread ones said so, and their time in words', async () => {
    answerNotifications();
    renderBell();
    const { menu } = await openBell('Notifications, 1 unread');

    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Information, unread: Support repliedYour ticket has a reply5 minutes ago',
      'Success: Invoice paidThank youyesterday',
      'Mark all as read',
      'Clear all',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/support/tickets/7');
  });

  it('counts the time in words from each opening of the panel', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answerNotifications();
    renderBell();
    const { user, menu } = await openBell('Notifications, 1 unread');
    expect(within(menu).getByRole('menuitem', { name: /Support replied/ }).textContent).toMatch(
      /5 minutes ago$/,
    );
    await user.keyboard('{Escape}');

    vi.setSystemTime(Date.now() + 10 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));

    const reopened = await screen.findByRole('menu');
    expect(within(reopened).getByRole('menuitem', { name: /Support replied/ }).textContent).toMatch(
      /15 minutes ago$/,
    );
  });

  it('opens a notification through the router and marks it read, the count dropping at once', async () => {
    const seen = answerNotifications();
    const router = renderBell();
    const { user, menu } = await openBell('Notifications, 1 unread');

    await user.click(within(menu).getByRole('menuitem', { name: /Support replied/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/support/tickets/7'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(seen.marks).toEqual([['n1']]));
  });

  it('marks everything read, the panel staying open, and shows the bell without a count afterwards', async () => {
    const seen = answerNotifications();
    renderBell();
    const { user, menu } = await openBell('Notifications, 1 unread');

    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Support replied/ }).textContent).toMatch(
        /^Information: /,
      ),
    );
    expect(within(menu).queryByText('1 unread')).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(seen.marks).toEqual(['all']);
  });

  it('clears every notification only once confirmed, then shows that there are none', async () => {
    const seen = answerNotifications();
    renderBell();
    const { user, menu } = await openBell('Notifications, 1 unread');

    await user.click(within(menu).getByRole('menuitem', { name: 'Clear all' }));
    expect(within(menu).getByText('Delete every notification? This cannot be undone.')).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancel' }));
    expect(seen.clears).toBe(0);
    await user.click(within(menu).getByRole('menuitem', { name: 'Clear all' }));
    const confirm = within(menu).getByRole('menuitem', { name: 'Yes, clear all' });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);

    expect(await within(menu).findByText('No notifications')).toBeTruthy();
    expect(seen.clears).toBe(1);
    expect(within(menu).getByRole('menuitem', { name: 'Clear all' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('offers no "Mark all as read" when nothing is unread', async () => {
    answerNotifications(someNotifications().map((item) => ({ ...item, read_at: new Date() })));
    renderBell();
    const { menu } = await openBell('Notifications');

    expect(
      within(menu).getByRole('menuitem', { name: 'Mark all as read' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
