import { msg } from '@lingui/core/macro';
import type { AdminTranslationGroup } from '@/api/queries/admin-languages';
import type { TableSearchOptions } from '@/components/table/table-search';
import type { FilterGroup } from '@/lib/filter-values';

// The editor's URL state is read by the screen (useTableUrlState parses and defaults every value), not
// by the route: a route's search rules load with the app's first load, whose budget is spent.

/** The editor's list state: GET /admin/languages/{code}/messages's sorts and filters, by their API names. */
export const MESSAGES_SEARCH_OPTIONS = {
  sortKeys: ['group', 'source', 'key', 'updated_at'],
  filterKeys: ['status', 'group', 'catalog'],
} as const satisfies TableSearchOptions;

/** The server's order without a sort: by group, then the English source. */
export const DEFAULT_MESSAGES_SORT = { key: 'group', order: 'asc' } as const;

/**
 * The filter bar above a language's messages: the search (key, English source, translation), the states
 * (missing, overridden, placeholders other than English's), the groups and the catalog.
 */
export function messagesFilters(groups: readonly AdminTranslationGroup[]): FilterGroup[] {
  return [
    {
      key: 'search',
      label: msg`Search`,
      type: 'text',
      placeholder: msg`Key, English text or translation`,
    },
    {
      key: 'status',
      label: msg`State`,
      type: 'multiselect',
      options: [
        { label: msg`Missing`, value: 'missing' },
        { label: msg`Overridden`, value: 'overridden' },
        { label: msg`Placeholders differ from English`, value: 'placeholders_differ' },
      ],
    },
    {
      key: 'group',
      label: msg`Group`,
      type: 'multiselect',
      options: groups.map((group) => ({ label: group.group, value: group.group })),
    },
    {
      key: 'catalog',
      label: msg`Catalog`,
      type: 'select',
      options: [
        { label: msg`Dashboard`, value: 'dashboard' },
        { label: msg`Server and mails`, value: 'server' },
      ],
    },
  ];
}
