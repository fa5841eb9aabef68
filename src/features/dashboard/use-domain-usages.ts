import { useLingui } from '@lingui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { domainQueries } from '@/api/queries/domains';
import { planQueries } from '@/api/queries/plans';
import { USAGE_DOMAINS_QUERY } from './dashboard-queries';
import { domainsOfRetiredPlans, domainUsages, monthlyLimit, type DomainUsage } from './plan-limits';

export interface DomainUsages {
  /** Undefined while the domains or the plans load. */
  usages: DomainUsage[] | undefined;
  /** What the plans allow together in a month; null is unlimited. */
  monthlyLimit: number | null;
  isError: boolean;
  refetch: () => void;
}

/**
 * Each domain's plan limit and billing-period events (see {@link domainUsages} for where the limits come
 * from), and their monthly limit together.
 */
export function useDomainUsages(): DomainUsages {
  const domains = useQuery(domainQueries.list(USAGE_DOMAINS_QUERY));
  const { i18n } = useLingui();
  const plans = useQuery(planQueries.list(i18n.locale));
  const retiredIds = domains.data && plans.data ? domainsOfRetiredPlans(domains.data.items, plans.data) : [];
  const retired = useQueries({
    queries: retiredIds.map((id) => domainQueries.stats(id)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      limits: new Map(
        results.flatMap((result, index) =>
          result.data ? [[retiredIds[index] ?? '', result.data.usage.events_limit] as const] : [],
        ),
      ),
    }),
  });
  // A domain whose stats failed is left out rather than holding the card in its skeleton.
  const usages =
    domains.data && plans.data && !retired.pending
      ? domainUsages(domains.data.items, plans.data, retired.limits)
      : undefined;
  return {
    usages,
    monthlyLimit: usages ? monthlyLimit(usages) : null,
    isError: domains.isError || plans.isError,
    refetch: () => {
      void domains.refetch();
      void plans.refetch();
    },
  };
}
