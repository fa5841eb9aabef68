import { msg } from '@lingui/core/macro';
import { TICKET_STATUSES } from '@/api/queries/support';
import type { FilterGroup } from '@/lib/filter-values';
import { TICKET_STATUS_LOOKS } from '../ticket-badges';

/** The filter bar above the owner's tickets: the search by subject or number, and one or more statuses. */
export const TICKET_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Subject or ticket number` },
  {
    key: 'status',
    label: msg`Status`,
    type: 'multiselect',
    options: TICKET_STATUSES.map((status) => ({ label: TICKET_STATUS_LOOKS[status].label, value: status })),
  },
];
