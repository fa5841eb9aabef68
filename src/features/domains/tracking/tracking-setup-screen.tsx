import { getRouteApi } from '@tanstack/react-router';
import { TrackingFlow } from './tracking-flow';
import { TrackingOverview } from './tracking-overview';

const route = getRouteApi('/_user/domains/tracking');

/** /domains/tracking: the overview, or with `?domain=<id>` that domain's guided setup. */
export function TrackingSetupScreen() {
  const { domain } = route.useSearch();
  return domain ? <TrackingFlow key={domain} domainId={domain} /> : <TrackingOverview />;
}
