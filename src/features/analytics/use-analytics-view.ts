import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTimeZone } from '@/i18n/use-time-zone';
import { analyticsViewOf, type AnalyticsView } from './analytics-search';
import type { AnalyticsSearch } from './analytics-search-params';

const routeApi = getRouteApi('/_user/analytics');

/**
 * The view the URL asks for, its days in the user's time zone, and a way to change it: every change is a
 * navigation that keeps the rest of the URL, so Back undoes it and a reload shows the same view.
 */
export function useAnalyticsView(): {
  view: AnalyticsView;
  search: AnalyticsSearch;
  update: (patch: Partial<AnalyticsSearch>) => void;
  now: Date;
} {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const timeZone = useTimeZone();
  // "Today" is the day the screen opened on: the figures do not shift under the reader at midnight.
  const [now] = useState(() => new Date());
  const view = useMemo(() => analyticsViewOf(search, now, timeZone), [search, now, timeZone]);
  const update = (patch: Partial<AnalyticsSearch>) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...patch }), replace: false });
  return { view, search, update, now };
}
