import { msg } from '@lingui/core/macro';
import type { FilterGroup } from '@/lib/filter-values';

/** The filter bar above the plans: the search (name, slug, description), on or off, and the interval. */
export const PLANS_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Name or slug` },
  {
    key: 'is_active',
    label: msg`Offered`,
    type: 'select',
    options: [
      { label: msg({ message: 'Active', context: 'plan state' }), value: 'true' },
      { label: msg({ message: 'Switched off', context: 'plan state' }), value: 'false' },
    ],
  },
  {
    key: 'interval',
    label: msg`Billed`,
    type: 'select',
    options: [
      { label: msg`Monthly`, value: 'month' },
      { label: msg`Yearly`, value: 'year' },
    ],
  },
];
