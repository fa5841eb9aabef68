import { msg } from '@lingui/core/macro';
import type { FilterGroup } from '@/lib/filter-values';

/** The filter bar above the languages: the search (code or name) and whether a language is offered. */
export const LANGUAGES_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Code or name` },
  {
    key: 'is_active',
    label: msg`Offered`,
    type: 'select',
    options: [
      { label: msg({ message: 'Active', context: 'language state' }), value: 'true' },
      { label: msg({ message: 'Switched off', context: 'language state' }), value: 'false' },
    ],
  },
];
