import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { envelopeData } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// The signed-in user's own account (spec section 7, User and Auth): profile, browsers, social accounts, activity.

export type Profile = components['schemas']['User'];
export type BrowserSession = components['schemas']['Session'];
export type ConnectedAccount = components['schemas']['ConnectedAccount'];
export type ActivityLogEntry = components['schemas']['ActivityLogEntry'];

/** The list call's query for GET /auth/activity-logs: page, size, sort, search and `filter[…]`. */
export interface ActivityLogQuery {
  page: number;
  per_page: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  filter?: Record<string, string>;
}

/** Query keys of the account: each mutation invalidates its own family only. */
export const accountKeys = {
  profile: ['user', 'profile'] as const,
  sessions: ['auth', 'sessions'] as const,
  connectedAccounts: ['auth', 'connected-accounts'] as const,
  activityLogs: ['auth', 'activity-logs'] as const,
  activityLogPage: (query: ActivityLogQuery) => [...accountKeys.activityLogs, query] as const,
};

/** GET /user/profile: the signed-in user, every field of the profile form. */
export function profileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.profile,
    queryFn: async () => envelopeData(await client.GET('/user/profile')) as Profile,
  });
}

/** GET /auth/sessions: the signed-in browsers, the current one first. */
export function sessionsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: async () => envelopeData(await client.GET('/auth/sessions')) as BrowserSession[],
  });
}

/** GET /auth/connected-accounts: the social accounts the user can sign in with. */
export function connectedAccountsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.connectedAccounts,
    queryFn: async () => envelopeData(await client.GET('/auth/connected-accounts')) as ConnectedAccount[],
  });
}

/** GET /auth/activity-logs: one page of the user's own activity, with the list's totals. */
export function activityLogsQuery(client: ApiClient, query: ActivityLogQuery) {
  return queryOptions({
    queryKey: accountKeys.activityLogPage(query),
    queryFn: async () => {
      const { data } = await client.GET('/auth/activity-logs', { params: { query } });
      if (!data) throw new TypeError('The server answered without a body');
      return { items: data.data as unknown as ActivityLogEntry[], total: data.meta.total };
    },
  });
}
