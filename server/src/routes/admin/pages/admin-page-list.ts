import { LOCALES } from '#locales';
import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { knownFilters, listValue, sortField, type ListQuery } from '../../auth/list-query.ts';
import type { PageFilter, PageSort } from './admin-pages.repo.ts';

const FILTERS = ['language', 'is_published', 'slug'] as const;
const SORTS: readonly [PageSort, ...PageSort[]] = [
  'updated_at',
  'title',
  'slug',
  'language',
  'published_at',
  'created_at',
];

/** The repo's filter and order of the staff's page list from the query; 422 on a wrong one. */
export function pageListQuery(query: ListQuery & { search?: string }): {
  filter: PageFilter;
  order: { sort: PageSort; order: 'asc' | 'desc' };
} {
  const filters = knownFilters(query.filter, FILTERS);
  const filter: PageFilter = { search: query.search?.trim() || undefined, slug: filters.slug };
  if (filters.language) {
    const wanted = listValue(filters.language);
    if (wanted.some((language) => !(LOCALES as readonly string[]).includes(language))) {
      throw invalidField('filter[language]', fieldMessages.enum, { allowed: LOCALES.join(', ') });
    }
    filter.languages = wanted;
  }
  if (filters.is_published) {
    if (filters.is_published !== 'true' && filters.is_published !== 'false') {
      throw invalidField('filter[is_published]', fieldMessages.enum, { allowed: 'true, false' });
    }
    filter.isPublished = filters.is_published === 'true';
  }
  // The newest change first unless a sort was chosen (the contract's default).
  const order = query.sort ? (query.order ?? 'asc') : 'desc';
  return { filter, order: { sort: sortField(query.sort, SORTS), order } };
}
