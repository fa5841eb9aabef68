import type { EventListQuery } from './events';

// Which call the events list asks, apart from the tag's queries (events.ts): the route's search validation,
// in the first load with every route's definition, needs this rule and not the queries behind it.

/** GET /events/search needs at least this many characters in `q`. */
const SEARCH_MIN_LENGTH = 2;

/** True when the query's text is long enough for GET /events/search (which also reads URLs and custom data). */
export function searchesText(query: EventListQuery): boolean {
  return (query.search?.trim().length ?? 0) >= SEARCH_MIN_LENGTH;
}
