import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPlansQueries } from '@/api/queries/admin-plans';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { FeaturesScreen } from '@/features/admin-plans/features/features-screen';
import { validateFeaturesSearch } from '@/features/admin-plans/features/features-search';

export const Route = createFileRoute('/admin/features')({
  validateSearch: validateFeaturesSearch,
  staticData: {
    permission: 'admin.features.view',
    title: msg`Features`,
    description: msg`Features that can be switched on per plan.`,
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.query({ ...adminPlansQueries.features(), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: FeaturesScreen,
});
