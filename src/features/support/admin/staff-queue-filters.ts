import { msg } from '@lingui/core/macro';
import type { UserSummary } from '@/api/queries/support';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@/api/queries/support';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { TICKET_PRIORITY_LOOKS, TICKET_STATUS_LOOKS } from '../ticket-badges';
import { WAITING_MINUTES } from './staff-queue-search';

const STATUS_OPTIONS: readonly FilterOption[] = TICKET_STATUSES.map((status) => ({
  label: TICKET_STATUS_LOOKS[status].label,
  value: status,
}));

const PRIORITY_OPTIONS: readonly FilterOption[] = TICKET_PRIORITIES.map((priority) => ({
  label: TICKET_PRIORITY_LOOKS[priority].label,
  value: priority,
}));

const WAITING_LABELS: Record<(typeof WAITING_MINUTES)[number], FilterOption['label']> = {
  60: msg`Over 1 hour`,
  240: msg`Over 4 hours`,
  1440: msg`Over 24 hours`,
  4320: msg`Over 3 days`,
};

const WAITING_OPTIONS: readonly FilterOption[] = WAITING_MINUTES.map((minutes) => ({
  label: WAITING_LABELS[minutes],
  value: String(minutes),
}));

/** `filter[assignee_id]`'s words for the caller and for nobody. */
export const ASSIGNED_TO_ME = 'me';
export const UNASSIGNED = 'none';

/**
 * Who a ticket may be assigned to, for the filter: me, nobody, then each agent by name; an id the URL
 * chose that is not (or no longer) an agent still shows, so it can be cleared.
 */
export function assigneeOptions(agents: readonly UserSummary[], chosen: string | undefined): FilterOption[] {
  const options: FilterOption[] = [
    { label: msg`Assigned to me`, value: ASSIGNED_TO_ME },
    { label: msg`Unassigned`, value: UNASSIGNED },
    ...agents.map((agent) => ({ label: agent.name, value: agent.id })),
  ];
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.push({ label: chosen, value: chosen });
  }
  return options;
}

/** The filter bar above the queue. "All" of the assignee and waiting choices means anyone and any time. */
export function staffQueueFilters(assignees: readonly FilterOption[]): FilterGroup[] {
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Subject or number` },
    { key: 'status', label: msg`Status`, type: 'multiselect', options: STATUS_OPTIONS },
    { key: 'priority', label: msg`Priority`, type: 'multiselect', options: PRIORITY_OPTIONS },
    { key: 'assignee_id', label: msg`Assignee`, type: 'select', options: assignees },
    { key: 'waiting_min', label: msg`Waiting time`, type: 'select', options: WAITING_OPTIONS },
  ];
}
