import { msg } from '@lingui/core/macro';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@/i18n/locales';
import type { FilterGroup } from '@/lib/filter-values';

/** The filter bar above the pages: the search (title, slug, text), the languages and the state. */
export const PAGES_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Title, address or text` },
  {
    key: 'language',
    label: msg`Language`,
    type: 'multiselect',
    // Each language by its own name, as the language menu shows them.
    options: LOCALES.map((locale) => ({ label: LOCALE_NATIVE_NAMES[locale], value: locale })),
  },
  {
    key: 'is_published',
    label: msg`State`,
    type: 'select',
    options: [
      { label: msg({ message: 'Published', context: 'page state' }), value: 'true' },
      { label: msg({ message: 'Draft', context: 'page state' }), value: 'false' },
    ],
  },
];
