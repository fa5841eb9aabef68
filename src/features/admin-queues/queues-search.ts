import { msg } from '@lingui/core/macro';
import { QUEUE_JOB_STATES, type QueueJobFilter } from '@/api/queries/admin-queues';
import type { TableSearchOptions, TableUrlState } from '@/components/table/table-search';
import type { FilterGroup } from '@/lib/filter-values';
import { JOB_STATE_LOOKS } from './job-state';

/** The jobs list's URL state: the filters GET /admin/queue-jobs takes, under their API names. */
export const JOBS_SEARCH_OPTIONS = {
  sortKeys: [],
  filterKeys: ['state', 'queue', 'domain_id', 'destination', 'data'],
} as const satisfies TableSearchOptions;

/** The filter bar: state, queue (the dashboard's), and values in the jobs' data. */
export function jobsFilters(queues: readonly string[]): FilterGroup[] {
  return [
    {
      key: 'state',
      label: msg`State`,
      type: 'multiselect',
      options: QUEUE_JOB_STATES.map((state) => ({ label: JOB_STATE_LOOKS[state].label, value: state })),
    },
    {
      key: 'queue',
      label: msg`Queue`,
      type: 'select',
      options: queues.map((name) => ({ label: name, value: name })),
    },
    { key: 'domain_id', label: msg`Domain id`, type: 'text', placeholder: msg`A domain’s id` },
    { key: 'destination', label: msg`Destination`, type: 'text', placeholder: msg`webhook, meta_capi…` },
    { key: 'data', label: msg`Data`, type: 'text', placeholder: msg`A JSON object the data holds` },
  ];
}

/** The list's filters as a bulk action's `filter` takes them. */
export function jobFilterOf(state: TableUrlState): QueueJobFilter {
  const filter: Record<string, string> = {};
  for (const key of JOBS_SEARCH_OPTIONS.filterKeys) {
    const value = state.filters[key];
    if (Array.isArray(value) ? value.length : value)
      filter[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return filter;
}
