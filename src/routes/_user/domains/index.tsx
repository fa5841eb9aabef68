import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { domainQueries } from '@/api/queries/domains';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { DomainListScreen } from '@/features/domains/list/domain-list-screen';
import { validateDomainSearch } from '@/features/domains/list/domain-list-search';
import { domainQueryOfSearch } from '@/features/domains/list/domain-list-query';

export const Route = createFileRoute('/_user/domains/')({
  validateSearch: validateDomainSearch,
  staticData: {
    title: msg`Domains`,
    description: msg`The domains you track conversions for.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...domainQueries.list(domainQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: DomainListScreen,
});
