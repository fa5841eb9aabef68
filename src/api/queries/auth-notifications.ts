import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { components } from '@/api/schema.gen';
import { authKeys } from './auth';

// Tag `auth`, the user's notifications (spec section 7, /auth/notifications).

export type Notification = components['schemas']['Notification'];

/** How many of the newest notifications the bell's menu lists. */
export const LATEST_NOTIFICATIONS = 5;

export const notificationsQueries = {
  /** GET /auth/notifications, newest first: the latest few and the count of every unread one. */
  latest: () =>
    queryOptions({
      queryKey: [...authKeys.notifications(), 'latest'],
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/auth/notifications', {
          params: { query: { per_page: LATEST_NOTIFICATIONS } },
          signal,
        });
        return { items: data.data, unreadCount: data.meta.unread_count };
      },
      // New notifications are not urgent: a minute late is fine, and focus brings them in sooner.
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
};

/** PATCH /auth/notifications/mark-as-read without ids: every notification of the user becomes read. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.PATCH('/auth/notifications/mark-as-read');
}
