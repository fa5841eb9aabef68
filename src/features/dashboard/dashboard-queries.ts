import type { EventsOverTimeQuery, SummaryQuery } from '@/api/queries/analytics';
import type { UsageQuery } from '@/api/queries/user';

// The dashboard's reads, named once so the route's loader and the screen ask for the same cache entries.
// No dates: the server takes the last 30 days up to today in the user's time zone, so the client never
// works out "today" in a zone it may not know, and every read covers the same days.

/** GET /analytics/summary: the last 30 days against the 30 before. */
export const SUMMARY_QUERY = { compare: 'previous_period' } as const satisfies SummaryQuery;

/** GET /analytics/events-over-time: the last 30 days, a bar per day. */
export const EVENTS_OVER_TIME_QUERY = { interval: 'day' } as const satisfies EventsOverTimeQuery;

/** GET /user/dashboard/usage: the last 30 days, day by day. */
export const USAGE_QUERY = {} as const satisfies UsageQuery;

/** GET /domains: the first hundred domains (the most a page holds), for their plans' limits. */
export const USAGE_DOMAINS_QUERY = { page: 1, per_page: 100 } as const;
