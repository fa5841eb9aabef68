import type { AnalyticsDimension, BreakdownQuery } from '@/api/queries/analytics';
import type { AnalyticsFilters } from '../analytics-filters';

/**
 * GET /analytics/breakdown's query for the screen's filters and one dimension: only the filters that
 * are set, so equal filters make equal query keys.
 */
export function breakdownQueryOf(filters: AnalyticsFilters, by: AnalyticsDimension): BreakdownQuery {
  return {
    start_date: filters.start_date,
    end_date: filters.end_date,
    ...(filters.domain_id ? { domain_id: filters.domain_id } : {}),
    ...(filters.event_name ? { event_name: filters.event_name } : {}),
    by,
  };
}
