import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { knownFilters, sortField, type ListQuery } from '../../auth/list-query.ts';
import type { PlanFilter, PlanSort } from './admin-plans.repo.ts';

const FILTERS = ['is_active', 'interval'] as const;
const SORTS: readonly [PlanSort, ...PlanSort[]] = ['sort_order', 'name', 'price', 'created_at'];

/** The repo's filter and order of the staff's plan list from the query; 422 on a wrong one. */
export function planListQuery(query: ListQuery & { search?: string }): {
  filter: PlanFilter;
  order: { sort: PlanSort; order: 'asc' | 'desc' };
} {
  const filters = knownFilters(query.filter, FILTERS);
  const filter: PlanFilter = { search: query.search?.trim() || undefined };
  if (filters.is_active) {
    if (filters.is_active !== 'true' && filters.is_active !== 'false') {
      throw invalidField('filter[is_active]', fieldMessages.enum, { allowed: 'true, false' });
    }
    filter.isActive = filters.is_active === 'true';
  }
  if (filters.interval) {
    if (filters.interval !== 'month' && filters.interval !== 'year') {
      throw invalidField('filter[interval]', fieldMessages.enum, { allowed: 'month, year' });
    }
    filter.interval = filters.interval;
  }
  // Without a sort, the display order, first to last: the contract's `order` defaults to desc, which is
  // meant for a sort the caller chose.
  const order = query.sort && query.order === 'desc' ? 'desc' : 'asc';
  return { filter, order: { sort: sortField(query.sort, SORTS), order } };
}
