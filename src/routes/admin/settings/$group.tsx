import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminSettingsQueries } from '@/api/queries/admin-settings';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { SettingsScreen } from '@/features/admin-settings/settings-screen';

// One route for every group (general, auth, mail, billing, tracking, page-mapping): the screen reads the
// group from the URL, and the search and filter are its own state, so no rules join the first load.
export const Route = createFileRoute('/admin/settings/$group')({
  staticData: {
    permission: 'admin.settings.view',
    title: msg`Settings`,
    description: msg`Site-wide settings, taking effect at once in every server process.`,
    breadcrumbs: [{ label: msg`Settings`, to: '/admin/settings' }],
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.query({ ...adminSettingsQueries.all(), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: SettingsScreen,
});
