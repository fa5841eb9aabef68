import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `analytics` (spec section 7, Analytics): the user's figures over a period, computed by the server
// in the user's time zone from rollups, and the live activity of the last 30 minutes.

type Schemas = components['schemas'];
export type AnalyticsSummary = Schemas['AnalyticsSummary'];
export type AnalyticsTotals = Schemas['AnalyticsTotals'];
export type AnalyticsEventsOverTime = Schemas['AnalyticsEventsOverTime'];
export type AnalyticsEventsPoint = Schemas['AnalyticsEventsPoint'];
export type AnalyticsRevenueOverTime = Schemas['AnalyticsRevenueOverTime'];
export type AnalyticsBreakdown = Schemas['AnalyticsBreakdown'];
export type AnalyticsDimension = Schemas['AnalyticsDimension'];
export type AnalyticsDomainPerformance = Schemas['AnalyticsDomainPerformance'];
export type AnalyticsRealtime = Schemas['AnalyticsRealtime'];
export type AnalyticsRealtimeEvents = Schemas['AnalyticsRealtimeEvents'];

type QueryOf<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;
export type SummaryQuery = QueryOf<'getAnalyticsSummary'>;
export type EventsOverTimeQuery = QueryOf<'getEventsOverTime'>;
export type RevenueOverTimeQuery = QueryOf<'getRevenueOverTime'>;
export type BreakdownQuery = QueryOf<'getAnalyticsBreakdown'>;
export type DomainPerformanceQuery = QueryOf<'getDomainPerformance'>;
export type ExportQuery = Omit<QueryOf<'exportAnalytics'>, 'format'>;
export type RealtimeQuery = QueryOf<'getRealtimeAnalytics'>;
export type RealtimeEventsQuery = QueryOf<'listRealtimeEvents'>;

export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (query: SummaryQuery) => [...analyticsKeys.all, 'summary', query] as const,
  eventsOverTime: (query: EventsOverTimeQuery) => [...analyticsKeys.all, 'events-over-time', query] as const,
  revenueOverTime: (query: RevenueOverTimeQuery) =>
    [...analyticsKeys.all, 'revenue-over-time', query] as const,
  breakdown: (query: BreakdownQuery) => [...analyticsKeys.all, 'breakdown', query] as const,
  domainPerformance: (query: DomainPerformanceQuery) =>
    [...analyticsKeys.all, 'domain-performance', query] as const,
  realtime: (query: RealtimeQuery) => [...analyticsKeys.all, 'realtime', query] as const,
  realtimeEvents: (query: RealtimeEventsQuery) => [...analyticsKeys.all, 'realtime-events', query] as const,
};

export const analyticsQueries = {
  /** GET /analytics/summary: the period's totals, the compared period's, and the change between them. */
  summary: (query: SummaryQuery) =>
    queryOptions({
      queryKey: analyticsKeys.summary(query),
      queryFn: ({ signal }) => dataOf(api.GET('/analytics/summary', { params: { query }, signal })),
    }),
  /** GET /analytics/events-over-time: counts per bucket, every bucket present; `previous` with `compare`. */
  eventsOverTime: (query: EventsOverTimeQuery) =>
    queryOptions({
      queryKey: analyticsKeys.eventsOverTime(query),
      queryFn: ({ signal }) => dataOf(api.GET('/analytics/events-over-time', { params: { query }, signal })),
    }),
  /** GET /analytics/revenue-over-time: one currency's revenue per bucket, and every currency seen. */
  revenueOverTime: (query: RevenueOverTimeQuery) =>
    queryOptions({
      queryKey: analyticsKeys.revenueOverTime(query),
      queryFn: ({ signal }) => dataOf(api.GET('/analytics/revenue-over-time', { params: { query }, signal })),
    }),
  /** GET /analytics/breakdown: the period's events grouped by one dimension, largest first. */
  breakdown: (query: BreakdownQuery) =>
    queryOptions({
      queryKey: analyticsKeys.breakdown(query),
      queryFn: ({ signal }) => dataOf(api.GET('/analytics/breakdown', { params: { query }, signal })),
    }),
  /** GET /analytics/domain-performance: one row per domain, most events first. */
  domainPerformance: (query: DomainPerformanceQuery) =>
    queryOptions({
      queryKey: analyticsKeys.domainPerformance(query),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/analytics/domain-performance', { params: { query }, signal })),
    }),
  /** GET /analytics/realtime: the last 30 minutes; the window always ends now. */
  realtime: (query: RealtimeQuery) =>
    queryOptions({
      queryKey: analyticsKeys.realtime(query),
      queryFn: ({ signal }) => dataOf(api.GET('/analytics/realtime', { params: { query }, signal })),
    }),
  /** GET /analytics/realtime/events: the latest received events, newest first. */
  realtimeEvents: (query: RealtimeEventsQuery) =>
    queryOptions({
      queryKey: analyticsKeys.realtimeEvents(query),
      queryFn: ({ signal }) => dataOf(api.GET('/analytics/realtime/events', { params: { query }, signal })),
    }),
};

/**
 * GET /analytics/export?format=csv as the response itself, unread: the caller streams its body (to show
 * progress) and saves it. The CSV's header row is in the request's language.
 */
export async function exportAnalyticsCsv(query: ExportQuery, signal?: AbortSignal): Promise<Response> {
  const { response } = await api.GET('/analytics/export', {
    params: { query: { ...query, format: 'csv' } },
    parseAs: 'stream',
    signal,
  });
  return response;
}
