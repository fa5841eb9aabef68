import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission, Role } from '@/api/queries/admin-access';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { AREA_ORDER, areaName, groupOf } from '../permission-words';

/** Each admin area that has permissions, under its name, in the sidebar's order; made-up groups after. */
export function groupOptions(i18n: I18n, permissions: readonly Permission[]): FilterOption[] {
  const groups = [...new Set(permissions.map(groupOf))];
  const rank = (group: string) => {
    const index = AREA_ORDER.indexOf(group);
    return index === -1 ? AREA_ORDER.length : index;
  };
  return groups
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((group) => ({ label: areaName(i18n, group), value: group }));
}

/** Each role by its name: the filter keeps the permissions that role grants. */
export function roleOptions(roles: readonly Role[]): FilterOption[] {
  return roles.map((role) => ({ label: role.name, value: role.name }));
}

/** The filter bar above the permissions: the search, the area and the role granting them. */
export function permissionFilters(
  groups: readonly FilterOption[],
  roles: readonly FilterOption[],
): FilterGroup[] {
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Name or description` },
    { key: 'group', label: msg`Admin area`, type: 'select', options: groups },
    { key: 'role', label: msg`Granted by role`, type: 'select', options: roles },
  ];
}
