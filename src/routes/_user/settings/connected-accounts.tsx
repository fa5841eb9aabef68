import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConnectedAccountsScreen } from '@/features/account/connected-accounts/connected-accounts-screen';

export const Route = createFileRoute('/_user/settings/connected-accounts')({
  staticData: {
    title: msg`Connected accounts`,
    description: msg`Social accounts you can sign in with.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Connected accounts` }],
  },
  component: ConnectedAccountsScreen,
});
