import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { settingsQueries } from '@/api/queries/settings';
import { userQueries } from '@/api/queries/user';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { ProfileScreen } from '@/features/account/profile/profile-screen';

export const Route = createFileRoute('/_user/settings/profile')({
  staticData: {
    title: msg`Profile`,
    description: msg`Your name, photo and contact details.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Profile` }],
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...userQueries.profile(), staleTime: 'static' }),
      queryClient.query({ ...settingsQueries.site(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: ProfileScreen,
});
