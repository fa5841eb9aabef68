import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '@/api/queries/user';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { ChangePasswordScreen } from '@/features/account/password/change-password-screen';

export const Route = createFileRoute('/_user/settings/change-password')({
  staticData: {
    title: msg`Change password`,
    description: msg`Choose a new password for signing in.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Change password` }],
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.query({ ...userQueries.profile(), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: ChangePasswordScreen,
});
