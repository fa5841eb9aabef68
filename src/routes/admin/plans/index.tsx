import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPlansQueries } from '@/api/queries/admin-plans';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PlansScreen } from '@/features/admin-plans/list/plans-screen';
import { plansQueryOfSearch } from '@/features/admin-plans/list/plans-query';
import { validatePlansSearch } from '@/features/admin-plans/list/plans-search';

export const Route = createFileRoute('/admin/plans/')({
  validateSearch: validatePlansSearch,
  staticData: {
    permission: 'admin.plans.view',
    title: msg`Plans`,
    description: msg`Subscription plans and their prices.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...adminPlansQueries.list(plansQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PlansScreen,
});
