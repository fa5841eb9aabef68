import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { calendarDay, knownFilters, listValue, sortField, type ListQuery } from '../../auth/list-query.ts';
import type { UserFilter, UserOrder, UserStatus } from './admin-users.repo.ts';

const STATUSES: readonly UserStatus[] = ['active', 'suspended', 'pending'];
const FILTERS = ['status', 'role', 'is_admin', 'email_verified', 'created_at_from', 'created_at_to'] as const;

/** `true` or `false` of a yes/no filter; 422 on the filter otherwise. */
function yesNo(value: string, field: string): boolean {
  if (value !== 'true' && value !== 'false') {
    throw invalidField(`filter[${field}]`, fieldMessages.enum, { allowed: 'true, false' });
  }
  return value === 'true';
}

/** The repo's filter and order of the staff's users list (and its export) from the query; 422 on a wrong one. */
export function userListQuery(query: ListQuery & { search?: string }): {
  filter: UserFilter;
  order: UserOrder;
} {
  const filters = knownFilters(query.filter, FILTERS);
  const filter: UserFilter = { search: query.search?.trim() || undefined };
  if (filters.status) {
    const wanted = listValue(filters.status);
    const statuses = STATUSES.filter((status) => wanted.includes(status));
    if (statuses.length !== wanted.length) {
      throw invalidField('filter[status]', fieldMessages.enum, { allowed: STATUSES.join(', ') });
    }
    filter.statuses = statuses;
  }
  if (filters.role) filter.role = filters.role;
  if (filters.is_admin) filter.isAdmin = yesNo(filters.is_admin, 'is_admin');
  if (filters.email_verified) filter.emailVerified = yesNo(filters.email_verified, 'email_verified');
  if (filters.created_at_from) {
    filter.createdFrom = calendarDay(filters.created_at_from, 'filter[created_at_from]');
  }
  if (filters.created_at_to) filter.createdTo = calendarDay(filters.created_at_to, 'filter[created_at_to]');
  const sort = sortField(query.sort, ['created_at', 'name', 'email', 'last_login_at', 'status']);
  return { filter, order: { sort, order: query.order === 'asc' ? 'asc' : 'desc' } };
}
