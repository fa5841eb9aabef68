import { tabOf } from '@/components/record-page/record-tab-search';

/** The payment page's tabs, in order; `?tab=` names one, the overview by default. */
export const PAYMENT_TABS = ['overview', 'refunds', 'events'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** The tab the URL names, or the overview. */
export function paymentTabOf(search: { tab?: unknown }): PaymentTab {
  return PAYMENT_TABS.find((tab) => tab === tabOf(search.tab, PAYMENT_TABS)) ?? 'overview';
}

/** The route's `validateSearch`: the tab the URL names, the default left out of the address. */
export function validatePaymentSearch(search: Record<string, unknown>): { tab?: PaymentTab } {
  const tab = paymentTabOf(search);
  return { tab: tab === 'overview' ? undefined : tab };
}
