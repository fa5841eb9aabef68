import { tabOf } from '@/components/record-page/record-tab-search';

/** The user page's tabs, in order; `?tab=` names one, the profile by default. */
export const USER_TABS = ['profile', 'domains', 'tickets', 'sessions', 'activity', 'access'] as const;
export type UserTab = (typeof USER_TABS)[number];

/** The tab the URL names, or the profile. */
export function userTabOf(search: { tab?: unknown }): UserTab {
  return USER_TABS.find((tab) => tab === tabOf(search.tab, USER_TABS)) ?? 'profile';
}

/**
 * The route's `validateSearch`: the tab the URL names; the profile, the default, is left out of the
 * address, so a link to the page needs no search of its own.
 */
export function validateUserSearch(search: Record<string, unknown>): { tab?: UserTab } {
  const tab = userTabOf(search);
  return { tab: tab === 'profile' ? undefined : tab };
}
