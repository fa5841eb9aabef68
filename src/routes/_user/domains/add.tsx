import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { planQueries } from '@/api/queries/plans';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { AddDomainScreen } from '@/features/domains/add/add-domain-screen';

export const Route = createFileRoute('/_user/domains/add')({
  staticData: {
    title: msg`Add domain`,
    description: msg`Add a domain to start tracking its conversions.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/domains' }, { label: msg`Add domain` }],
  },
  loader: async ({ context: { queryClient } }) => {
    // The plans are asked for beside the services; the form does without them when they fail.
    const plans = queryClient
      .query({ ...planQueries.list(i18n.locale), staleTime: 'static' })
      .catch(() => undefined);
    await queryClient.query({ ...planQueries.servicesSchema(i18n.locale), staleTime: 'static' });
    await plans;
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: AddDomainScreen,
});
