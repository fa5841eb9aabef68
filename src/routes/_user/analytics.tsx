import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsScreen } from '@/features/analytics/analytics-screen';
import { validateAnalyticsSearch } from '@/features/analytics/analytics-search-params';

export const Route = createFileRoute('/_user/analytics')({
  // Period, comparison, domain, event name, bucket size and currency: the whole view is in the URL.
  validateSearch: validateAnalyticsSearch,
  staticData: {
    title: msg`Analytics`,
    description: msg`Conversions and events over time.`,
  },
  component: AnalyticsScreen,
});
