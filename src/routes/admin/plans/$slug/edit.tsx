import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPlansQueries } from '@/api/queries/admin-plans';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { EditPlanScreen } from '@/features/admin-plans/edit/edit-plan-screen';

export const Route = createFileRoute('/admin/plans/$slug/edit')({
  staticData: {
    permission: 'admin.plans.update',
    title: msg`Edit plan`,
    description: msg`The plan's prices, limits and features.`,
    breadcrumbs: [{ label: msg`Plans`, to: '/admin/plans' }, { label: msg`Edit plan` }],
  },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.query({ ...adminPlansQueries.detail(params.slug), staleTime: 'static' }),
      queryClient.query({ ...adminPlansQueries.features(), staleTime: 'static' }),
    ]),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: EditPlanScreen,
});
