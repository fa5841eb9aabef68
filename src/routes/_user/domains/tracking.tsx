import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { domainQueries } from '@/api/queries/domains';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import {
  OVERVIEW_DOMAINS_QUERY,
  OVERVIEW_TRACKING_QUERY,
} from '@/features/domains/tracking/tracking-overview';
import { TrackingSetupScreen } from '@/features/domains/tracking/tracking-setup-screen';
import { validateTrackingSearch } from '@/features/domains/tracking/tracking-search';
import { orNotFound } from '@/routes/-lib/not-found';

export const Route = createFileRoute('/_user/domains/tracking')({
  validateSearch: validateTrackingSearch,
  staticData: {
    title: msg`Tracking setup`,
    description: msg`Give each domain a first-party tracking subdomain, and follow its DNS record until it is live.`,
    breadcrumbs: [{ label: msg`Domains`, to: '/domains' }, { label: msg`Tracking setup` }],
  },
  loaderDeps: ({ search }) => ({ domain: search.domain }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.domain) {
      await orNotFound(
        Promise.all([
          queryClient.query({ ...domainQueries.detail(deps.domain), staleTime: 'static' }),
          queryClient.query({ ...domainQueries.tracking(deps.domain), staleTime: 'static' }),
        ]),
      );
    } else {
      await Promise.all([
        queryClient.query({ ...domainQueries.trackingList(OVERVIEW_TRACKING_QUERY), staleTime: 'static' }),
        queryClient.query({ ...domainQueries.list(OVERVIEW_DOMAINS_QUERY), staleTime: 'static' }),
      ]);
    }
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TrackingSetupScreen,
});
