import { msg } from '@lingui/core/macro';
import type { FilterGroup } from '@/lib/filter-values';

// Apart from the list's URL state (activity-search.ts), which the route definition needs on the first
// load: these words load with the screen.

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
    value:
      'auth.registered,auth.registration_attempted,auth.email_verified,auth.verification_email_sent,auth.magic_link_requested',
  },
  { label: msg`Domains`, value: 'domain.' },
  { label: msg`Billing`, value: 'billing.' },
  { label: msg`Support`, value: 'support.' },
] as const;

/** The filter bar above the list: free text, the kind of activity, and a range of days. */
export const ACTIVITY_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Description or IP address` },
  { key: 'action', label: msg`Activity`, type: 'select', options: ACTION_KINDS },
  { key: 'created_at', label: msg`Date`, type: 'daterange' },
];
