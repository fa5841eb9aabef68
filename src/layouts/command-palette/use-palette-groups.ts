import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchQueries } from '@/api/queries/search';
import { isStaff } from '@/auth/guard/guard-user';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-input';
import { useSettledValue } from '@/lib/use-settled-value';
import { ADMIN_NAV, permittedNav } from '../admin-nav';
import { useShellAccount } from '../shell-account';
import { USER_NAV } from '../user-nav';
import {
  actionOptions,
  resultGroups,
  screenOptions,
  type PaletteGroup,
  type PaletteOption,
} from './palette-options';
import { readRecentItems, recentOptions, rememberRecentItem } from './recent-items';
import { usePaletteActions } from './use-palette-actions';

/**
 * What the palette offers for `typed`: with nothing typed, the user's recent items first; the screens the
 * user may open (the sidebars' lists, the admin one filtered by the same permissions and staff rule the
 * admin sidebar and route guard use), the actions, then the server's records, asked 300 ms after typing
 * stops; the previous answer stays while the next one loads. `remember` records an opened screen or record
 * among the user's recent items.
 */
export function usePaletteGroups(typed: string) {
  const { i18n } = useLingui();
  const { user, can } = useShellAccount();
  const actions = usePaletteActions();
  const adminNav = user && isStaff(user) ? permittedNav(ADMIN_NAV, can) : [];
  const q = useSettledValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...searchQueries.everything(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  // Support staff open tickets in their queue: the admin sidebar lists it exactly when they may.
  const ticketPlace = adminNav.some((group) => group.items.some((item) => item.to === '/admin/support'))
    ? 'admin'
    : 'own';
  const userScreens = screenOptions(USER_NAV, typed, i18n);
  const adminScreens = screenOptions(adminNav, typed, i18n);
  // Recent items show while nothing is typed, when the screen lists above are the whole lists.
  const recent =
    user && !typed.trim() ? recentOptions(readRecentItems(user.id), [...userScreens, ...adminScreens]) : [];
  const screens: PaletteGroup[] = [
    { key: 'recent', label: msg`Recent`, options: recent },
    { key: 'screens', label: msg`Go to`, options: userScreens },
    { key: 'admin', label: msg`Administration`, options: adminScreens },
    { key: 'actions', label: msg`Actions`, options: actionOptions(actions, typed, i18n) },
  ].filter((group) => group.options.length > 0);
  const records = typed.trim() && q ? resultGroups(search.data, ticketPlace) : [];
  return {
    groups: [...screens, ...records],
    /** True until the answer for what is typed now has arrived. */
    searching: typed.trim().length > 0 && (q !== typed.trim() || search.isFetching),
    failed: search.isError && !search.isFetching,
    retry: () => void search.refetch(),
    remember: ({ kind, label, href }: PaletteOption) => {
      if (user && kind && href) rememberRecentItem(user.id, { kind, label, path: href });
    },
  };
}
