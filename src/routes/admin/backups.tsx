import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminBackupsQueries } from '@/api/queries/admin-backups';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { BackupsScreen } from '@/features/admin-backups/backups-screen';

// No validateSearch: the screen reads and defaults its URL state itself, so no rules join the first load.
export const Route = createFileRoute('/admin/backups')({
  staticData: {
    permission: 'admin.backups.view',
    title: msg`Backups`,
    description: msg`Database backups: run, download and clean up.`,
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.query({ ...adminBackupsQueries.list(), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: BackupsScreen,
});
