import { msg } from '@lingui/core/runtime-macro';
import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { calendarDay, knownFilters, listValue, sortField, type ListQuery } from '../../auth/list-query.ts';
import type {
  AdminDomainFilter,
  AdminDomainOrder,
  DomainStatus,
  TrackingState,
} from './admin-domains.repo.ts';

const STATUSES: readonly DomainStatus[] = ['pending', 'active', 'suspended', 'expired'];
const TRACKING: readonly TrackingState[] = [
  'none',
  'pending',
  'verifying',
  'configuring',
  'active',
  'failed',
];
const FILTERS = [
  'status',
  'plan',
  'user_id',
  'stuck_hours',
  'tracking',
  'ingestion',
  'created_at_from',
  'created_at_to',
] as const;
/** `filter[plan]=none` asks for the domains without a plan. */
const NO_PLAN = 'none';
/** A year: "stuck for longer" past that says nothing more. */
const MAX_STUCK_HOURS = 8760;

/** The values of a comma-separated filter, each one of `allowed`; 422 on `field` otherwise. */
function oneOf<T extends string>(value: string, allowed: readonly T[], field: string): T[] {
  const wanted = listValue(value);
  const known = allowed.filter((item) => wanted.includes(item));
  if (known.length !== wanted.length)
    throw invalidField(field, fieldMessages.enum, { allowed: allowed.join(', ') });
  return known;
}

/**
 * The repo's filter of the staff's domains list from its search and filters (the list's `filter[…]`, or
 * a bulk update's `filter` object, whose fields are named `<prefix>.<name>` in its errors); 422 on a wrong one.
 */
export function domainListFilter(
  search: string | undefined,
  filter: Record<string, string> | undefined,
  field: (name: string) => string = (name) => `filter[${name}]`,
): AdminDomainFilter {
  const filters = knownFilters(filter, FILTERS);
  const result: AdminDomainFilter = { search: search?.trim().toLowerCase() || undefined };
  if (filters.status) result.statuses = oneOf(filters.status, STATUSES, field('status'));
  if (filters.plan) {
    const plans = listValue(filters.plan);
    result.planSlugs = plans.filter((slug) => slug !== NO_PLAN);
    result.withoutPlan = plans.includes(NO_PLAN);
  }
  if (filters.user_id) result.userId = filters.user_id;
  if (filters.stuck_hours) {
    const hours = Number(filters.stuck_hours);
    if (!/^\d+$/.test(filters.stuck_hours) || hours < 1 || hours > MAX_STUCK_HOURS) {
      throw invalidField(
        field('stuck_hours'),
        msg`Enter a whole number of hours from 1 to ${{ max: MAX_STUCK_HOURS }}`,
      );
    }
    result.stuckHours = hours;
  }
  if (filters.tracking) result.tracking = oneOf(filters.tracking, TRACKING, field('tracking'));
  if (filters.ingestion) {
    const [state] = oneOf(filters.ingestion, ['blocked', 'open'] as const, field('ingestion'));
    result.ingestionBlocked = state === 'blocked';
  }
  if (filters.created_at_from)
    result.createdFrom = calendarDay(filters.created_at_from, field('created_at_from'));
  if (filters.created_at_to) result.createdTo = calendarDay(filters.created_at_to, field('created_at_to'));
  return result;
}

/** The filter and order of `GET /admin/domains`; 422 on a wrong one. */
export function domainListQuery(query: ListQuery & { search?: string }): {
  filter: AdminDomainFilter;
  order: AdminDomainOrder;
} {
  const sort = sortField(query.sort, [
    'created_at',
    'name',
    'status',
    'owner',
    'events_this_month',
    'events_count',
    'subscription_ends_at',
  ]);
  return {
    filter: domainListFilter(query.search, query.filter),
    order: {
      sort: sort === 'events_count' ? 'events_this_month' : sort,
      order: query.order === 'asc' ? 'asc' : 'desc',
    },
  };
}
