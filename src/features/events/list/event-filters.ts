import { msg } from '@lingui/core/macro';
import type { EventStatus } from '@/api/queries/events';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { EVENT_SOURCES, EVENT_STATUSES } from '../event-badges';
import { STANDARD_EVENT_NAMES } from '../standard-events';

const STATUS_ORDER: readonly EventStatus[] = ['processed', 'pending', 'failed'];

const STATUS_OPTIONS: readonly FilterOption[] = STATUS_ORDER.map((status) => ({
  label: EVENT_STATUSES[status].label,
  value: status,
}));

const SOURCE_OPTIONS: readonly FilterOption[] = (['server', 'browser', 'test'] as const).map((source) => ({
  label: EVENT_SOURCES[source],
  value: source,
}));

/**
 * The event names to filter by: the standard ones, then any name the URL chose that is not standard (a
 * custom event opened from a link), so it shows as chosen and can be unticked.
 */
export function eventNameOptions(chosen: readonly string[]): FilterOption[] {
  const custom = chosen.filter((name) => !STANDARD_EVENT_NAMES.includes(name));
  return [...STANDARD_EVENT_NAMES, ...new Set(custom)].map((name) => ({ label: name, value: name }));
}

/** The filter bar above the events: text, domain, name, status, source and the days of the event time. */
export function eventFilters(
  domains: readonly FilterOption[],
  names: readonly FilterOption[],
): FilterGroup[] {
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Event ID or name` },
    { key: 'domain_id', label: msg`Domain`, type: 'select', options: domains, placeholder: msg`All domains` },
    { key: 'event_name', label: msg`Event`, type: 'multiselect', options: names },
    { key: 'status', label: msg`Status`, type: 'multiselect', options: STATUS_OPTIONS },
    { key: 'source', label: msg`Source`, type: 'multiselect', options: SOURCE_OPTIONS },
    { key: 'event_time', label: msg`Date`, type: 'daterange' },
  ];
}
