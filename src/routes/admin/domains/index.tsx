import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminDomainsQueries } from '@/api/queries/admin-domains';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { DomainsScreen } from '@/features/admin-domains/list/domains-screen';
import { validateDomainsSearch } from '@/features/admin-domains/list/domains-search';
import { domainsQueryOfSearch } from '@/features/admin-domains/list/domains-query';

export const Route = createFileRoute('/admin/domains/')({
  validateSearch: validateDomainsSearch,
  staticData: {
    permission: 'admin.domains.view',
    title: msg`Domains`,
    description: msg`Every tracked domain on the platform.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...adminDomainsQueries.list(domainsQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: DomainsScreen,
});
