import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Domain } from '@/api/queries/domains';
import { planQueries } from '@/api/queries/plans';
import type { FilterOption } from '@/lib/filter-values';
import { planOptions } from './domain-filters';

type PlanChoice = { slug: string; name: string };

/**
 * The plan filter's options: the plans GET /plans lists, and every plan seen on the domains shown so
 * far, so the filter works while that call fails (or is not served yet) and keeps its options when a
 * filter narrows the page.
 */
export function usePlanOptions(domains: readonly Domain[], chosen: readonly string[]): FilterOption[] {
  const { i18n } = useLingui();
  const plans = useQuery(planQueries.list(i18n.locale));
  const [seen, setSeen] = useState<readonly PlanChoice[]>([]);
  const unseen = [
    ...new Map(
      domains.flatMap((domain) =>
        domain.plan && !seen.some((plan) => plan.slug === domain.plan?.slug)
          ? [[domain.plan.slug, domain.plan] as const]
          : [],
      ),
    ).values(),
  ];
  // Adjusted while rendering rather than in an effect: the options are right on the first paint.
  if (unseen.length > 0) setSeen([...seen, ...unseen]);
  return planOptions([...(plans.data ?? []), ...seen, ...unseen], chosen);
}
