import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminDomainsQueries } from '@/api/queries/admin-domains';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { DomainScreen } from '@/features/admin-domains/detail/domain-screen';
import { validateDomainSearch } from '@/features/admin-domains/detail/domain-tabs';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/admin/domains/$id')({
  validateSearch: validateDomainSearch,
  staticData: {
    permission: 'admin.domains.view',
    title: msg`Domain details`,
    description: msg`Any owner's domain, and what staff can change on it.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/admin/domains' }, { label: msg`Domain details` }],
  },
  // A domain that does not exist (or was deleted meanwhile) is the not-found page, not an error card.
  loader: async ({ context: { queryClient }, params }) => {
    await orNotFound(queryClient.query({ ...adminDomainsQueries.detail(params.id), staleTime: 'static' }));
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: DomainScreen,
});
