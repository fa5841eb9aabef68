import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { components, operations } from '@/api/schema.gen';
import { authKeys } from './auth';

// Tag `auth`, the user's own activity log (spec section 7, /auth/activity-logs).

export type ActivityLogEntry = components['schemas']['ActivityLogEntry'];

/** The list call's query: page, size, sort, search and `filter[…]`. */
export type ActivityLogQuery = NonNullable<operations['listActivityLogs']['parameters']['query']>;

export const activityQueries = {
  /** GET /auth/activity-logs: one page of the user's own activity, with the list's total. */
  page: (query: ActivityLogQuery) =>
    queryOptions({
      queryKey: [...authKeys.activityLogs(), query],
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/auth/activity-logs', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
};
