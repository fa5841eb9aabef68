import { msg } from '@lingui/core/macro';
import type { FilterGroup } from '@/lib/filter-values';
import { FEATURE_TYPE_NAMES } from './feature-type';

/** The filter bar above the features: search, kind, and whether plan pages show it. */
export const FEATURES_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Name or slug` },
  {
    key: 'type',
    label: msg`Kind`,
    type: 'select',
    options: (['boolean', 'limit', 'text'] as const).map((value) => ({
      label: FEATURE_TYPE_NAMES[value],
      value,
    })),
  },
  {
    key: 'is_active',
    label: msg`Shown`,
    type: 'select',
    options: [
      { label: msg({ message: 'Active', context: 'feature state' }), value: 'true' },
      { label: msg({ message: 'Switched off', context: 'feature state' }), value: 'false' },
    ],
  },
];
