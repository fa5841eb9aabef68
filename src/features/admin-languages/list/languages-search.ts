import type { AdminLanguage } from '@/api/queries/admin-languages';
import type { TableSearchOptions } from '@/components/table/table-search';
import type { LocalListRules } from '../local-list';

// The list's URL state is read by the screen (useTableUrlState parses and defaults every value), not by
// the route: a route's search rules load with the app's first load, whose budget is spent.

/** The languages list's URL state: search, the active filter and the sorts. */
export const LANGUAGES_SEARCH_OPTIONS = {
  sortKeys: ['name', 'completion'],
  filterKeys: ['is_active'],
} as const satisfies TableSearchOptions;

/** Searched by code, English and native name; filtered on or off; sorted by name or completeness. */
export const LANGUAGE_LIST_RULES: LocalListRules<AdminLanguage> = {
  matches: (language, search, filters) => {
    const active = filters.is_active;
    if (active === 'true' && !language.is_active) return false;
    if (active === 'false' && language.is_active) return false;
    return [language.code, language.name, language.native].some((text) =>
      text.toLowerCase().includes(search),
    );
  },
  compare: {
    name: (a, b) => a.name.localeCompare(b.name),
    completion: (a, b) => (a.completion ?? 0) - (b.completion ?? 0),
  },
};
