import { msg } from '@lingui/core/runtime-macro';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { domains } from '../../db/schema/business.ts';
import { eventDeliveryAttempts, events } from '../../db/schema/events.ts';
import { ok, page } from '../../lib/envelope.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { pageWindow } from '../auth/list-query.ts';
import { signedIn } from '../auth/signed-in.ts';
import { deliveryErrorMessage } from './delivery/delivery-errors.ts';
import { eventView } from './event-view.ts';
import {
  decodeCursor,
  encodeCursor,
  eventFilters,
  eventSort,
  type EventCursor,
  type EventFilters,
} from './event-list-query.ts';
import {
  countEvents,
  listEventsPage,
  type EventScope,
  type EventSearch,
  type EventWindow,
} from './event-list.repo.ts';

const readMessages = {
  list: msg`Events`,
  notOwnDomain: msg`This is not one of your domains`,
  eventNotFound: msg`Event not found`,
  attempts: msg`Delivery attempts`,
};

/** The user's domains by id, with their names (every list answer names each event's domain). */
async function ownDomainNames(db: Database, userId: string) {
  const rows = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(eq(domains.userId, userId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whose events a list shows: the user's domains, or the one `filter[domain_id]` names (422 for another's). */
function scopeOf(user: UserRow, names: Map<string, string>, filters: EventFilters): EventScope {
  if (filters.domainId && !names.has(filters.domainId)) {
    throw invalidField('filter[domain_id]', readMessages.notOwnDomain);
  }
  return { domainIds: filters.domainId ? [filters.domainId] : [...names.keys()], timeZone: user.timezone };
}

/** The list's query parameters common to `GET /events/list` and `GET /events/search`. */
interface ListParameters {
  page?: number;
  per_page?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filter?: Record<string, string>;
  cursor?: string;
}

/** `GET /events/list` and `GET /events/search`: one page of the user's events, newest first by default. */
async function eventsPage(
  context: AppContext,
  user: UserRow,
  query: ListParameters,
  search: EventSearch | undefined,
  locale: Locale,
) {
  const filters = eventFilters(query.filter);
  const sort = eventSort(query.sort);
  const order = query.order ?? 'desc';
  const { page: current, perPage, offset } = pageWindow(query);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const names = await ownDomainNames(context.db, user.id);
  const scope = scopeOf(user, names, filters);
  const window: EventWindow = cursor ? { cursor, limit: perPage } : { offset, limit: perPage };
  const [{ rows, more }, total] = await Promise.all([
    listEventsPage(context.db, scope, { filters, search, sort, order, window }),
    countEvents(context.db, scope, { filters, search }),
  ]);
  const items = rows.map((row) => eventView(row, locale, names.get(row.domainId)));
  // Cursors name the neighbouring pages of the event-time order; a first page has none before it.
  const at = (row: (typeof rows)[number] | undefined, direction: EventCursor['direction']) =>
    row && sort === 'event_time' ? encodeCursor({ direction, eventTime: row.eventTime, id: row.id }) : null;
  const readBackwards = cursor?.direction === 'before';
  const hasNext = readBackwards ? true : more;
  const hasPrevious = cursor ? (readBackwards ? more : true) : current > 1;
  return {
    items,
    meta: { page: cursor ? 1 : current, perPage, total },
    cursors: {
      next_cursor: hasNext ? at(rows.at(-1), 'after') : null,
      previous_cursor: hasPrevious ? at(rows[0], 'before') : null,
    },
  };
}

/** `GET /events/list`, `GET /events/search` and `GET /events/{eventId}/attempts`. */
export function eventReadHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listEvents: Handler<'listEvents'> = async (request) => {
    const { user } = signedIn(request);
    const text = request.query.search?.trim();
    const search = text ? { text, wide: false } : undefined;
    const { items, meta, cursors } = await eventsPage(context, user, request.query, search, request.locale);
    const answer = page(items, meta, request.t(readMessages.list));
    return { ...answer, meta: { ...answer.meta, ...cursors } };
  };

  const searchEvents: Handler<'searchEvents'> = async (request) => {
    const { user } = signedIn(request);
    const search = { text: request.query.q.trim(), wide: true };
    const { items, meta } = await eventsPage(context, user, request.query, search, request.locale);
    return page(items, meta, request.t(readMessages.list));
  };

  const listEventAttempts: Handler<'listEventAttempts'> = async (request) => {
    const { user } = signedIn(request);
    const t = request.t.bind(request);
    const { eventId } = request.params;
    // Found through the user's domains, so another's event is as unknown as one that never was.
    const [event] = await db
      .select({ domainId: events.domainId })
      .from(events)
      .innerJoin(domains, eq(domains.id, events.domainId))
      .where(and(eq(events.id, eventId), eq(domains.userId, user.id)))
      .limit(1);
    if (!event) throw notFound(readMessages.eventNotFound);
    const attempts = await db
      .select()
      .from(eventDeliveryAttempts)
      .where(
        and(eq(eventDeliveryAttempts.domainId, event.domainId), eq(eventDeliveryAttempts.eventId, eventId)),
      )
      .orderBy(asc(eventDeliveryAttempts.attemptedAt), asc(eventDeliveryAttempts.service), sql`attempt`);
    return ok(
      attempts.map((attempt) => ({
        service: attempt.service,
        attempt: attempt.attempt,
        outcome: attempt.outcome,
        http_status: attempt.httpStatus,
        response: attempt.response,
        error: attempt.error === null ? null : deliveryErrorMessage(attempt.error, attempt.service, t),
        duration_ms: attempt.durationMs,
        attempted_at: attempt.attemptedAt,
      })),
      request.t(readMessages.attempts),
    );
  };

  return { listEvents, searchEvents, listEventAttempts };
}
