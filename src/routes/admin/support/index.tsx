import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { StaffQueueScreen } from '@/features/support/admin/staff-queue-screen';
import { validateStaffQueueSearch } from '@/features/support/admin/staff-queue-search';
import { staffQueueQueryOfSearch } from '@/features/support/admin/staff-queue-query';

export const Route = createFileRoute('/admin/support/')({
  validateSearch: validateStaffQueueSearch,
  staticData: {
    permission: 'admin.support.view',
    title: msg`Support tickets`,
    description: msg`Tickets from every user.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...supportQueries.list(staffQueueQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: StaffQueueScreen,
});
