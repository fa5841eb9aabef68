import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { searchQueries } from '@/api/queries/search';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
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
  type PaletteAction,
  type PaletteGroup,
} from './palette-options';

/**
 * What the palette offers for `typed`: the screens the user may open (the sidebars' lists, the admin one
 * filtered by the same permissions and staff rule the admin sidebar and route guard use), the actions, then the
 * server's records, asked 300 ms after typing stops; the previous answer stays while the next one loads.
 */
export function usePaletteGroups(typed: string) {
  const { i18n } = useLingui();
  const { user, can, signOut } = useShellAccount();
  const navigate = useNavigate();
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
  // As the account menu signs out: the toast, then the sign-in page.
  const actions: PaletteAction[] = [
    { key: 'add-domain', label: msg`Add domain`, href: '/domains/add' },
    { key: 'test-event', label: msg`Send a test event`, href: '/events/test' },
    {
      key: 'sign-out',
      label: msg`Sign out`,
      href: LOGIN_PATH,
      run: () => void signOut().then(() => navigate({ to: LOGIN_PATH })),
    },
  ];
  const screens: PaletteGroup[] = [
    { key: 'screens', label: msg`Go to`, options: screenOptions(USER_NAV, typed, i18n) },
    { key: 'admin', label: msg`Administration`, options: screenOptions(adminNav, typed, i18n) },
    { key: 'actions', label: msg`Actions`, options: actionOptions(actions, typed, i18n) },
  ].filter((group) => group.options.length > 0);
  const records = typed.trim() && q ? resultGroups(search.data, ticketPlace) : [];
  return {
    groups: [...screens, ...records],
    /** True until the answer for what is typed now has arrived. */
    searching: typed.trim().length > 0 && (q !== typed.trim() || search.isFetching),
    failed: search.isError && !search.isFetching,
    retry: () => void search.refetch(),
  };
}
