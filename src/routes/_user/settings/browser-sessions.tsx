import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { sessionsQueries } from '@/api/queries/auth-sessions';
import { userQueries } from '@/api/queries/user';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { BrowserSessionsScreen } from '@/features/account/sessions/browser-sessions-screen';

export const Route = createFileRoute('/_user/settings/browser-sessions')({
  staticData: {
    title: msg`Browser sessions`,
    description: msg`Where your account is signed in.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/settings' }, { label: msg`Browser sessions` }],
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.query({ ...sessionsQueries.list(), staleTime: 'static' }),
      queryClient.query({ ...userQueries.profile(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: BrowserSessionsScreen,
});
