import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';
import { searchesText } from './events-search';

// Tag `events` (spec section 7, Events): the events of the user's domains, their delivery attempts, the
// platform's ingestion health, and the test screen's preview and sending.

type Schemas = components['schemas'];
export type TrackedEvent = Schemas['Event'];
export type EventStatus = Schemas['EventStatus'];
export type EventSource = TrackedEvent['source'];
export type EventDelivery = NonNullable<TrackedEvent['deliveries']>[number];
export type DeliveryAttempt = Schemas['DeliveryAttempt'];
export type EventsHealth = Schemas['EventsHealth'];
export type DestinationHealth = Schemas['DestinationHealth'];
export type DestinationPreview = Schemas['DestinationPreview'];
export type EventIngestItem = Schemas['EventIngestItem'];
export type EventIngestResult = Schemas['EventIngestResult'];
export type EventIngestError = Schemas['EventIngestError'];

/** The list call's query: page or cursor, size, sort, search and `filter[…]`. */
export type EventListQuery = NonNullable<operations['listEvents']['parameters']['query']>;

// Where the list screen has always found it; the rule itself lives apart (events-search.ts).
export { searchesText };

/** One page of events, whichever call answered it. */
export interface EventPage {
  items: TrackedEvent[];
  total: number;
  /** Keyset paging (GET /events/list): the pages beside this one, null at either end or when searching. */
  nextCursor: string | null;
  previousCursor: string | null;
  /** Offset paging (GET /events/search). */
  page: number;
  lastPage: number;
}

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventListQuery) => [...eventKeys.lists(), query] as const,
  attempts: (id: string) => [...eventKeys.all, 'attempts', id] as const,
  health: () => [...eventKeys.all, 'health'] as const,
  preview: (item: EventIngestItem) => [...eventKeys.all, 'preview', item] as const,
  arrival: (domainId: string, eventId: string) => [...eventKeys.all, 'arrival', domainId, eventId] as const,
};

async function fetchEvents(query: EventListQuery, signal: AbortSignal): Promise<EventPage> {
  if (searchesText(query)) {
    // Offset pages only: a cursor means nothing to the search.
    const { search = '', page, per_page, sort, order, filter } = query;
    const { data } = await api.GET('/events/search', {
      params: { query: { q: search.trim(), page, per_page, sort, order, filter } },
      signal,
    });
    return {
      items: data.data,
      total: data.meta.total,
      nextCursor: null,
      previousCursor: null,
      page: data.meta.current_page,
      lastPage: data.meta.last_page,
    };
  }
  const { data } = await api.GET('/events/list', { params: { query }, signal });
  return {
    items: data.data,
    total: data.meta.total,
    nextCursor: data.meta.next_cursor ?? null,
    previousCursor: data.meta.previous_cursor ?? null,
    page: data.meta.current_page,
    lastPage: data.meta.last_page,
  };
}

export const eventQueries = {
  /**
   * One page of events: GET /events/search when the search text has at least two characters (offset
   * pages), GET /events/list otherwise (keyset pages through `cursor`).
   */
  list: (query: EventListQuery) =>
    queryOptions({
      queryKey: eventKeys.list(query),
      queryFn: ({ signal }) => fetchEvents(query, signal),
    }),
  /** GET /events/{eventId}/attempts: every delivery attempt of the event, oldest first. */
  attempts: (id: string) =>
    queryOptions({
      queryKey: eventKeys.attempts(id),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/events/{eventId}/attempts', { params: { path: { eventId: id } }, signal })),
    }),
  /** GET /events/health: the platform's ingestion queue and each kind of destination over the last hour. */
  health: () =>
    queryOptions({
      queryKey: eventKeys.health(),
      queryFn: ({ signal }) => dataOf(api.GET('/events/health', { signal })),
    }),
  /** POST /events/preview: what each destination of the domain would receive for `item`; nothing is sent. */
  preview: (item: EventIngestItem) =>
    queryOptions({
      queryKey: eventKeys.preview(item),
      queryFn: ({ signal }) => dataOf(api.POST('/events/preview', { body: item, signal })),
    }),
  /**
   * GET /events/list for one test event by its sender's id (`search`, the domain and `source=test`): the
   * stored event once it has arrived, null before.
   */
  arrival: (domainId: string, eventId: string) =>
    queryOptions({
      queryKey: eventKeys.arrival(domainId, eventId),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/events/list', {
          params: {
            query: { search: eventId, per_page: 10, filter: { domain_id: domainId, source: 'test' } },
          },
          signal,
        });
        return data.data.find((event) => event.event_id === eventId) ?? null;
      },
    }),
};

/** POST /events with the user's bearer token: one test event; the answer says what became of it. */
export function sendTestEvent(item: EventIngestItem): Promise<EventIngestResult> {
  return dataOf(api.POST('/events', { body: { events: [{ ...item, source: 'test' }] } }));
}
