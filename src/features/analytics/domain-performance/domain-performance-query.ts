import type { DomainPerformanceQuery } from '@/api/queries/analytics';
import type { AnalyticsFilters } from '../analytics-filters';

/**
 * GET /analytics/domain-performance's query for the screen's filters: only those that are set, so
 * equal filters make equal query keys.
 */
export function domainPerformanceQueryOf(filters: AnalyticsFilters): DomainPerformanceQuery {
  return {
    start_date: filters.start_date,
    end_date: filters.end_date,
    ...(filters.domain_id ? { domain_id: filters.domain_id } : {}),
    ...(filters.event_name ? { event_name: filters.event_name } : {}),
  };
}
