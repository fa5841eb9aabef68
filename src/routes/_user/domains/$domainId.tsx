import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { domainQueries } from '@/api/queries/domains';
import { planQueries } from '@/api/queries/plans';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { DomainScreen } from '@/features/domains/detail/domain-screen';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/_user/domains/$domainId')({
  staticData: {
    title: msg`Domain`,
    description: msg`Its figures, health, destinations, tracking subdomain and API key.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/domains' }, { label: msg`Domain` }],
  },
  loader: async ({ context: { queryClient }, params: { domainId } }) => {
    const schema = queryClient.query({ ...planQueries.servicesSchema(i18n.locale), staleTime: 'static' });
    await orNotFound(queryClient.query({ ...domainQueries.detail(domainId), staleTime: 'static' }));
    await schema;
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: DomainScreen,
});
