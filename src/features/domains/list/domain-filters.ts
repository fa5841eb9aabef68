import { msg } from '@lingui/core/macro';
import type { DomainStatus } from '@/api/queries/domains';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { DOMAIN_STATUSES } from '@/components/domain/domain-badges';

// Apart from the list's URL state (domain-list-search.ts), which the route definition needs on the first
// load: these words load with the screen.

const STATUS_ORDER: readonly DomainStatus[] = ['active', 'pending', 'suspended', 'expired'];

const STATUS_OPTIONS: readonly FilterOption[] = STATUS_ORDER.map((status) => ({
  label: DOMAIN_STATUSES[status].label,
  value: status,
}));

/** `filter[plan]=none`: the domains without a plan. */
export const NO_PLAN = 'none';

type PlanChoice = { slug: string; name: string };

/**
 * The plans to filter by, by slug: the ones given (GET /plans, and those seen on the page), then any
 * slug the URL chose that neither knows (shown as its slug, so it can still be unticked), then "No plan".
 */
export function planOptions(plans: readonly PlanChoice[], chosen: readonly string[]): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const plan of plans) {
    if (!options.has(plan.slug)) options.set(plan.slug, { label: plan.name, value: plan.slug });
  }
  for (const slug of chosen) {
    if (slug !== NO_PLAN && !options.has(slug)) options.set(slug, { label: slug, value: slug });
  }
  return [...options.values(), { label: msg`No plan`, value: NO_PLAN }];
}

/** The filter bar above the list: the name, the status and the plan, each status or plan several at once. */
export function domainFilters(plans: readonly FilterOption[]): FilterGroup[] {
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Domain name` },
    { key: 'status', label: msg`Status`, type: 'multiselect', options: STATUS_OPTIONS },
    { key: 'plan', label: msg`Plan`, type: 'multiselect', options: plans },
  ];
}
