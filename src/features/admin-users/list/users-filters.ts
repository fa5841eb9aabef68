import { msg } from '@lingui/core/macro';
import { USER_STATUSES } from '@/api/queries/admin-users';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { USER_STATUS_LOOKS } from '../user-status';

const STATUS_OPTIONS: readonly FilterOption[] = USER_STATUSES.map((status) => ({
  label: USER_STATUS_LOOKS[status].label,
  value: status,
}));

const YES_NO: readonly FilterOption[] = [
  { label: msg`Yes`, value: 'true' },
  { label: msg`No`, value: 'false' },
];

/**
 * The filter bar above the users: the search (name or email), status, role (the role names given, and
 * one the URL chose that no longer exists, so it can be cleared), administrators, verified email and
 * the day the account was made.
 */
export function usersFilters(roleNames: readonly string[], chosenRole: string | undefined): FilterGroup[] {
  const roles = chosenRole && !roleNames.includes(chosenRole) ? [...roleNames, chosenRole] : roleNames;
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Name or email` },
    { key: 'status', label: msg`Status`, type: 'multiselect', options: STATUS_OPTIONS },
    {
      key: 'role',
      label: msg`Role`,
      type: 'select',
      options: roles.map((name) => ({ label: name, value: name })),
    },
    { key: 'is_admin', label: msg`Administrator`, type: 'select', options: YES_NO },
    { key: 'email_verified', label: msg`Email verified`, type: 'select', options: YES_NO },
    { key: 'created_at', label: msg`Joined`, type: 'daterange' },
  ];
}
