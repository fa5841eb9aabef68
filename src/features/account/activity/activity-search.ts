import { msg } from '@lingui/core/macro';
import {
  parseTableSearch,
  serializeTableSearch,
  type TableSearch,
  type TableSearchOptions,
  type TableUrlState,
} from '@/components/table/table-search';
import type { FilterGroup, FilterValues } from '@/lib/filter-values';
import { type ActivityLogQuery } from '@/api/queries/auth-activity';

/** The list's URL state: the sorts and filters GET /auth/activity-logs takes. */
export const ACTIVITY_SEARCH_OPTIONS = {
  sortKeys: ['created_at', 'action'],
  filterKeys: ['action', 'created_at_from', 'created_at_to'],
} as const satisfies TableSearchOptions;

/**
 * The kinds of activity to filter by, each a comma-separated list of the server's action names (or a
 * prefix ending in a dot), as `filter[action]` takes them.
 */
const ACTION_KINDS = [
  {
    label: msg`Sign-ins`,
    value: 'auth.login,auth.2fa_login,auth.magic_link_login,auth.social_login',
  },
  { label: msg`Failed sign-ins`, value: 'auth.login_failed' },
  {
    label: msg`Sign-outs and sessions`,
    value: 'auth.logout,auth.session_revoked,auth.other_sessions_terminated,auth.refresh_token_reused',
  },
  {
    label: msg`Password`,
    value: 'auth.password_changed,auth.password_reset,auth.password_reset_requested',
  },
  {
    label: msg`Two-factor authentication`,
    value: 'auth.2fa_enabled,auth.2fa_disabled,auth.recovery_codes_regenerated',
  },
  { label: msg`Connected accounts`, value: 'auth.account_linked,auth.account_unlinked' },
  {
    label: msg`Account and email`,
    value: 'auth.registered,auth.email_verified,auth.verification_email_sent,auth.magic_link_requested',
  },
  { label: msg`Domains`, value: 'domain.' },
] as const;

/** The filter bar above the list: free text, the kind of activity, and a range of days. */
export const ACTIVITY_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Description or IP address` },
  { key: 'action', label: msg`Activity`, type: 'select', options: ACTION_KINDS },
  { key: 'created_at', label: msg`Date`, type: 'daterange' },
];

/** The route's `validateSearch`: every unknown or invalid value replaced by its default. */
export function validateActivitySearch(search: Record<string, unknown>): TableSearch {
  return serializeTableSearch(parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS), ACTIVITY_SEARCH_OPTIONS);
}

/** What the filter bar shows for the list's URL state. */
export function filterValuesOf(state: TableUrlState): FilterValues {
  return { ...state.filters, search: state.search || undefined };
}

/** The list call's query for the URL state: the server's default order (newest first) without a sort. */
export function activityQueryOf(state: TableUrlState): ActivityLogQuery {
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    filter[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return {
    page: state.page,
    per_page: state.per_page,
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** The list call's query for the route's (validated) search. */
export function activityQueryOfSearch(search: TableSearch): ActivityLogQuery {
  return activityQueryOf(parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS));
}
