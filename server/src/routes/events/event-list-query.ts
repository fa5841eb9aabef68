import { msg } from '@lingui/core/runtime-macro';
import { fieldMessages } from '../../lib/common-messages.ts';
import { invalidField } from '../../lib/http-error.ts';
import { EVENT_SOURCES, EVENT_STATUSES } from '../../db/schema/events.ts';
import { calendarDay, knownFilters, listValue, sortField } from '../auth/list-query.ts';

export const EVENT_SORTS = [
  'event_time',
  'created_at',
  'processed_at',
  'event_name',
  'status',
  'value',
] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** One end of the `event_time` filter: a local day of the user, or an instant. */
export type TimeBound = { day: string } | { instant: Date };

/** What a list of events shows, read from `filter[...]`. */
export interface EventFilters {
  domainId?: string;
  statuses?: (typeof EVENT_STATUSES)[number][];
  eventNames?: string[];
  sources?: (typeof EVENT_SOURCES)[number][];
  from?: TimeBound;
  to?: TimeBound;
}

/** The last event of a page and which way the next one lies: a keyset cursor. */
export interface EventCursor {
  direction: 'after' | 'before';
  eventTime: Date;
  id: string;
}

const FILTERS = ['domain_id', 'status', 'event_name', 'source', 'event_time_from', 'event_time_to'] as const;

/** Several values of `allowed`, comma-separated; 422 naming `field` otherwise. */
function someOf<T extends string>(value: string, allowed: readonly T[], field: string): T[] {
  const wanted = listValue(value);
  const known = allowed.filter((item) => wanted.includes(item));
  if (known.length !== wanted.length) {
    throw invalidField(field, fieldMessages.enum, { allowed: allowed.join(', ') });
  }
  return known;
}

function timeBound(value: string, field: string): TimeBound {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { day: calendarDay(value, field) };
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime())) {
    throw invalidField(field, msg`Enter a date as YYYY-MM-DD or a date and time`);
  }
  return { instant };
}

/** The list's filters from `filter[...]`, 422 on any it does not have or cannot read. */
export function eventFilters(filter: Record<string, string> | undefined): EventFilters {
  const given = knownFilters(filter, FILTERS);
  return {
    domainId: given.domain_id,
    statuses: given.status ? someOf(given.status, EVENT_STATUSES, 'filter[status]') : undefined,
    eventNames: given.event_name ? listValue(given.event_name) : undefined,
    sources: given.source ? someOf(given.source, EVENT_SOURCES, 'filter[source]') : undefined,
    from: given.event_time_from ? timeBound(given.event_time_from, 'filter[event_time_from]') : undefined,
    to: given.event_time_to ? timeBound(given.event_time_to, 'filter[event_time_to]') : undefined,
  };
}

export function eventSort(sort: string | undefined): EventSort {
  return sortField(sort, EVENT_SORTS);
}

/** A cursor as `meta.next_cursor` and `meta.previous_cursor` hand it out: opaque to the caller. */
export function encodeCursor(cursor: EventCursor): string {
  return Buffer.from(JSON.stringify([cursor.direction, cursor.eventTime.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

const badCursor = () => invalidField('cursor', msg`This page no longer exists: go back to the first page`);

/** The cursor `value` names; 422 on `cursor` for anything this server did not hand out. */
export function decodeCursor(value: string, sort: EventSort): EventCursor {
  if (sort !== 'event_time') {
    throw invalidField('cursor', msg`Pages by cursor follow the event time; sort by event_time`);
  }
  try {
    const [direction, time, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as unknown[];
    const eventTime = new Date(String(time));
    if (
      (direction === 'after' || direction === 'before') &&
      typeof id === 'string' &&
      !Number.isNaN(eventTime.getTime())
    ) {
      return { direction, eventTime, id };
    }
  } catch {
    // Not JSON: answered below like any other cursor this server did not hand out.
  }
  throw badCursor();
}
