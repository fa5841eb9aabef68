import type { components } from '@/api/schema.gen';
import { anAttempt, anEvent, anEventsHealth } from '../../fixtures/events';
import { contract, envelope, listEnvelope } from '../contract';

type Schemas = components['schemas'];

// Tag `events`: the handlers the events screens need, answering as the reference server does. A test
// that needs another answer (a refusal, the queries it was asked) writes its own with `contract`.

/** The cursors of a keyset page, as GET /events/list puts them in `meta`. */
export type EventCursors = { next_cursor?: string | null; previous_cursor?: string | null };

export const eventHandlers = {
  /** GET /events/list: one page of `events`, with the given cursors. */
  list: (events: Schemas['Event'][] = [anEvent()], cursors: EventCursors = {}) =>
    contract.get('/events/list', () =>
      listEnvelope(events, { perPage: 10, meta: { next_cursor: null, previous_cursor: null, ...cursors } }),
    ),
  /** GET /events/search: one page of `events`. */
  search: (events: Schemas['Event'][] = [anEvent()]) =>
    contract.get('/events/search', () => listEnvelope(events, { perPage: 10 })),
  /** GET /events/{eventId}/attempts. */
  attempts: (attempts: Schemas['DeliveryAttempt'][] = [anAttempt()]) =>
    contract.get('/events/{eventId}/attempts', () => envelope(attempts)),
  /** GET /events/health. */
  health: (health: Schemas['EventsHealth'] = anEventsHealth()) =>
    contract.get('/events/health', () => envelope(health)),
};
