import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { connectedAccountsQueries } from '@/api/queries/auth-connected-accounts';
import { settingsQueries } from '@/api/queries/settings';
import { userQueries } from '@/api/queries/user';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { ConnectedAccountsScreen } from '@/features/account/connected-accounts/connected-accounts-screen';

export const Route = createFileRoute('/_user/settings/connected-accounts')({
  staticData: {
    title: msg`Connected accounts`,
    description: msg`Social accounts you can sign in with.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Connected accounts` }],
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...connectedAccountsQueries.list(), staleTime: 'static' }),
      queryClient.query({ ...userQueries.profile(), staleTime: 'static' }),
      queryClient.query({ ...settingsQueries.site(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: ConnectedAccountsScreen,
});
