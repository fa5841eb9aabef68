import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { components } from '@/api/schema.gen';
import { authKeys } from './auth';

// Tag `auth`, the user's notifications (spec section 7, /auth/notifications).

export type Notification = components['schemas']['Notification'];

/** How many of the newest notifications the bell's panel lists. */
export const LATEST_NOTIFICATIONS = 10;

/**
 * How often the bell asks for new notifications while the page is visible. TanStack Query counts a
 * visible page as focused (document.visibilityState, not window focus), so a page open beside another
 * window keeps asking; a hidden tab asks nothing until it shows again, and then at once.
 */
export const NOTIFICATIONS_POLL_MS = 15_000;

export interface LatestNotifications {
  items: Notification[];
  unreadCount: number;
}

const latestKey = () => [...authKeys.notifications(), 'latest'] as const;

export const notificationsQueries = {
  /** GET /auth/notifications, newest first: the latest few and the count of every unread one. */
  latest: () =>
    queryOptions({
      queryKey: latestKey(),
      queryFn: async ({ signal }): Promise<LatestNotifications> => {
        const { data } = await api.GET('/auth/notifications', {
          params: { query: { per_page: LATEST_NOTIFICATIONS } },
          signal,
        });
        return { items: data.data, unreadCount: data.meta.unread_count };
      },
      // Polled rather than pushed: a reply from support shows within the interval, with no connection
      // held open per tab. Stale soon, so a tab coming back to view asks at once.
      staleTime: NOTIFICATIONS_POLL_MS / 3,
      refetchInterval: NOTIFICATIONS_POLL_MS,
      refetchIntervalInBackground: false,
    }),
};

/**
 * PATCH /auth/notifications/mark-as-read: the notifications of `ids`, or every one of the user without
 * them. The bell shows them read at once; the answer's next poll confirms it.
 */
export async function markNotificationsRead(queryClient: QueryClient, ids?: string[]): Promise<void> {
  // A poll under way would bring back the unread state.
  await queryClient.cancelQueries({ queryKey: latestKey() });
  queryClient.setQueryData<LatestNotifications>(latestKey(), (latest) => {
    if (!latest) return latest;
    const now = new Date();
    let marked = 0;
    const items = latest.items.map((item) => {
      if (item.read_at !== null || (ids && !ids.includes(item.id))) return item;
      marked += 1;
      return { ...item, read_at: now };
    });
    return { items, unreadCount: ids ? Math.max(0, latest.unreadCount - marked) : 0 };
  });
  try {
    await api.PATCH('/auth/notifications/mark-as-read', { body: ids ? { ids } : undefined });
  } finally {
    await queryClient.invalidateQueries({ queryKey: authKeys.notifications() });
  }
}

/** DELETE /auth/notifications/clear: every notification of the user is deleted. */
export async function clearNotifications(queryClient: QueryClient): Promise<void> {
  await api.DELETE('/auth/notifications/clear');
  queryClient.setQueryData<LatestNotifications>(latestKey(), { items: [], unreadCount: 0 });
  await queryClient.invalidateQueries({ queryKey: authKeys.notifications() });
}
