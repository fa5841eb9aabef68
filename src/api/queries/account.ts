import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Profile = components['schemas']['User'];
export type BrowserSession = components['schemas']['Session'];
export type ConnectedAccount = components['schemas']['ConnectedAccount'];
export type SocialProvider = components['schemas']['SocialProvider'];
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

/** Query keys of the settings screens: each mutation invalidates its own family only. */
export const settingsKeys = {
  profile: ['user', 'profile'] as const,
  sessions: ['auth', 'sessions'] as const,
  connectedAccounts: ['auth', 'connected-accounts'] as const,
  activityLogs: ['auth', 'activity-logs'] as const,
  activityLogPage: (query: ActivityLogQuery) => [...settingsKeys.activityLogs, query] as const,
};

/**
 * The `data` of an answer, for the caller to type as the contract's schema: the client revives date-time
 * fields as `Date` values, which openapi-fetch's own response type does not know.
 */
export function dataOf(body: { data: unknown } | undefined, what: string): unknown {
  if (!body) throw new TypeError(`The server answered without ${what}`);
  return body.data;
}

/** GET /user/profile: the signed-in user, every field of the profile form. */
export function profileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: settingsKeys.profile,
    queryFn: async () => dataOf((await client.GET('/user/profile')).data, 'a profile') as Profile,
  });
}

/** GET /auth/sessions: the signed-in browsers, the current one first. */
export function sessionsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: settingsKeys.sessions,
    queryFn: async () => dataOf((await client.GET('/auth/sessions')).data, 'sessions') as BrowserSession[],
  });
}

/** GET /auth/connected-accounts: the social accounts the user can sign in with. */
export function connectedAccountsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: settingsKeys.connectedAccounts,
    queryFn: async () =>
      dataOf((await client.GET('/auth/connected-accounts')).data, 'connected accounts') as ConnectedAccount[],
  });
}

/** GET /auth/activity-logs: one page of the user's own activity, with the list's totals. */
export function activityLogsQuery(client: ApiClient, query: ActivityLogQuery) {
  return queryOptions({
    queryKey: settingsKeys.activityLogPage(query),
    queryFn: async () => {
      const { data } = await client.GET('/auth/activity-logs', { params: { query } });
      if (!data) throw new TypeError('The server answered without activity');
      return { items: dataOf(data, 'activity') as ActivityLogEntry[], total: data.meta.total };
    },
  });
}
