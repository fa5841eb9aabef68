import { LOCALES } from '#locales';
import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { knownFilters, listValue, sortField, type ListQuery } from '../../auth/list-query.ts';
import type { MailTemplateFilter, MailTemplateSort } from './admin-mail-templates.repo.ts';

const FILTERS = ['key', 'language', 'is_active'] as const;
const SORTS: readonly [MailTemplateSort, ...MailTemplateSort[]] = [
  'key',
  'name',
  'language',
  'created_at',
  'updated_at',
];

/** The repo's filter and order of the template list from the query; 422 on a wrong one. */
export function mailTemplateListQuery(query: ListQuery & { search?: string }): {
  filter: MailTemplateFilter;
  order: { sort: MailTemplateSort; order: 'asc' | 'desc' };
} {
  const filters = knownFilters(query.filter, FILTERS);
  const filter: MailTemplateFilter = { search: query.search?.trim() || undefined, key: filters.key };
  if (filters.language) {
    const wanted = listValue(filters.language);
    if (wanted.some((language) => !(LOCALES as readonly string[]).includes(language))) {
      throw invalidField('filter[language]', fieldMessages.enum, { allowed: LOCALES.join(', ') });
    }
    filter.languages = wanted;
  }
  if (filters.is_active) {
    if (filters.is_active !== 'true' && filters.is_active !== 'false') {
      throw invalidField('filter[is_active]', fieldMessages.enum, { allowed: 'true, false' });
    }
    filter.isActive = filters.is_active === 'true';
  }
  // The key's order reads best first to last; a chosen sort follows the order asked for.
  const order = query.sort && query.order === 'desc' ? 'desc' : 'asc';
  return { filter, order: { sort: sortField(query.sort, SORTS), order } };
}
