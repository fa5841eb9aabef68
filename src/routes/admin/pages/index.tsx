import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminPagesQueries } from '@/api/queries/admin-pages';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { PagesScreen } from '@/features/admin-pages/list/pages-screen';
import { pagesQueryOfSearch } from '@/features/admin-pages/list/pages-query';
import { validatePagesSearch } from '@/features/admin-pages/list/pages-search';

export const Route = createFileRoute('/admin/pages/')({
  validateSearch: validatePagesSearch,
  staticData: {
    permission: 'admin.pages.view',
    title: msg`Pages`,
    description: msg`Static pages such as the privacy policy.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...adminPagesQueries.list(pagesQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: PagesScreen,
});
