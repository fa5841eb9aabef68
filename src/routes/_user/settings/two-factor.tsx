import { createFileRoute } from '@tanstack/react-router';
import { twoFactorQueries } from '@/api/queries/auth-two-factor';
import { userQueries } from '@/api/queries/user';
import { msg } from '@lingui/core/macro';
import { screenErrorSaying, ScreenPending } from '@/components/page/screen-states';
import { TwoFactorSettingsScreen } from '@/features/account/two-factor/two-factor-settings-screen';

export const Route = createFileRoute('/_user/settings/two-factor')({
  staticData: {
    title: msg`Two-factor authentication`,
    description: msg`Protect your account with a second sign-in step.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Two-factor authentication` }],
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...twoFactorQueries.status(), staleTime: 'static' }),
      queryClient.query({ ...userQueries.profile(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: screenErrorSaying(msg`Failed to get 2FA status`),
  component: TwoFactorSettingsScreen,
});
