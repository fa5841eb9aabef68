import { tabOf } from '@/components/record-page/record-tab-search';

/** The domain page's tabs, in order; `?tab=` names one, the overview by default. */
export const DOMAIN_TABS = ['overview', 'tracking'] as const;
export type DomainTab = (typeof DOMAIN_TABS)[number];

/** The tab the URL names, or the overview. */
export function domainTabOf(search: { tab?: unknown }): DomainTab {
  return DOMAIN_TABS.find((tab) => tab === tabOf(search.tab, DOMAIN_TABS)) ?? 'overview';
}

/** The route's `validateSearch`: the tab the URL names, the default left out of the address. */
export function validateDomainSearch(search: Record<string, unknown>): { tab?: DomainTab } {
  const tab = domainTabOf(search);
  return { tab: tab === 'overview' ? undefined : tab };
}
