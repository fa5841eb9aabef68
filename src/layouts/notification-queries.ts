import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Notification = components['schemas']['Notification'];

/** How many of the newest notifications the bell's menu lists. */
export const LATEST_NOTIFICATIONS = 5;

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
};

/** GET /auth/notifications, newest first: the latest few and the count of every unread one. */
export function latestNotificationsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: async () => {
      const { data } = await client.GET('/auth/notifications', {
        params: { query: { per_page: LATEST_NOTIFICATIONS } },
      });
      // openapi-fetch types date-time fields as plain objects; the client revives them as real Dates.
      const items = (data?.data ?? []) as unknown as Notification[];
      return { items, unreadCount: data?.meta.unread_count ?? 0 };
    },
    // New notifications are not urgent: a minute late is fine, and focus brings them in sooner.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** PATCH /auth/notifications/mark-as-read without ids: every notification of the user becomes read. */
export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await client.PATCH('/auth/notifications/mark-as-read');
}
