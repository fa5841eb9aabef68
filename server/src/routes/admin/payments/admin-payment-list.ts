import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { calendarDay, knownFilters, listValue, sortField, type ListQuery } from '../../auth/list-query.ts';
import type { PaymentFilter, PaymentKind, PaymentOrder, PaymentStatus } from './admin-payments.repo.ts';

const STATUSES: readonly PaymentStatus[] = ['pending', 'succeeded', 'failed', 'refunded'];
const KINDS: readonly PaymentKind[] = ['new', 'renewal', 'change'];
const PROVIDERS = ['sandbox', 'stripe'] as const;
const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
/** The contract's filters, then its extensions (the filters behind the analytics' figures). */
const FILTERS = [
  'status',
  'provider',
  'user_id',
  'domain_id',
  'created_at_from',
  'created_at_to',
  'amount_min',
  'amount_max',
  'plan_id',
  'currency',
  'kind',
  'refunded',
  'paid_at_from',
  'paid_at_to',
  'refunded_at_from',
  'refunded_at_to',
  'churned_from',
  'churned_to',
  'subscription_status',
] as const;

/** The values of a multiselect filter, each one of `allowed`; 422 on the filter otherwise. */
function oneOf<T extends string>(value: string, allowed: readonly T[], field: string): T[] {
  const wanted = listValue(value);
  const chosen = allowed.filter((item) => wanted.includes(item));
  if (chosen.length !== wanted.length) {
    throw invalidField(`filter[${field}]`, fieldMessages.enum, { allowed: allowed.join(', ') });
  }
  return chosen;
}

/** A whole number of minor units of an amount filter; 422 on the filter otherwise. */
function minorUnits(value: string, field: string): number {
  if (!/^\d{1,12}$/.test(value)) throw invalidField(`filter[${field}]`, fieldMessages.type);
  return Number(value);
}

/** The repo's filter and order of the staff's payments list from the query; 422 on a wrong one. */
export function paymentListQuery(query: ListQuery & { search?: string }): {
  filter: PaymentFilter;
  order: PaymentOrder;
} {
  const filters = knownFilters(query.filter, FILTERS);
  const day = (key: (typeof FILTERS)[number]) => {
    const value = filters[key];
    return value === undefined ? undefined : calendarDay(value, `filter[${key}]`);
  };
  const filter: PaymentFilter = {
    search: query.search?.trim() || undefined,
    userId: filters.user_id,
    domainId: filters.domain_id,
    planId: filters.plan_id,
    createdFrom: day('created_at_from'),
    createdTo: day('created_at_to'),
    paidFrom: day('paid_at_from'),
    paidTo: day('paid_at_to'),
    refundedFrom: day('refunded_at_from'),
    refundedTo: day('refunded_at_to'),
    churnedFrom: day('churned_from'),
    churnedTo: day('churned_to'),
  };
  if (filters.status) filter.statuses = oneOf(filters.status, STATUSES, 'status');
  if (filters.kind) filter.kinds = oneOf(filters.kind, KINDS, 'kind');
  if (filters.provider) filter.providers = oneOf(filters.provider, PROVIDERS, 'provider');
  if (filters.subscription_status) {
    filter.subscriptionStatuses = oneOf(
      filters.subscription_status,
      SUBSCRIPTION_STATUSES,
      'subscription_status',
    );
  }
  if (filters.currency) {
    if (!/^[A-Za-z]{3}$/.test(filters.currency))
      throw invalidField('filter[currency]', fieldMessages.invalid);
    filter.currency = filters.currency.toUpperCase();
  }
  if (filters.refunded) {
    if (filters.refunded !== 'true' && filters.refunded !== 'false') {
      throw invalidField('filter[refunded]', fieldMessages.enum, { allowed: 'true, false' });
    }
    filter.refunded = filters.refunded === 'true';
  }
  if (filters.amount_min) filter.amountMin = minorUnits(filters.amount_min, 'amount_min');
  if (filters.amount_max) filter.amountMax = minorUnits(filters.amount_max, 'amount_max');
  const sort = sortField(query.sort, ['created_at', 'paid_at', 'amount', 'status']);
  return { filter, order: { sort, order: query.order === 'asc' ? 'asc' : 'desc' } };
}
