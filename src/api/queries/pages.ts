import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';
import type { Locale } from '@/i18n/locales';

// Tag `pages` (spec section 7): the static pages (privacy policy, terms of service…).

export type Page = components['schemas']['Page'];

export const pagesKeys = {
  all: ['pages'] as const,
  page: (slug: string, language: Locale) => [...pagesKeys.all, slug, language] as const,
};

export const pagesQueries = {
  /** GET /pages/{slug} in `language`, or in the page's default language when it has no such version. */
  page: (slug: string, language: Locale) =>
    queryOptions({
      queryKey: pagesKeys.page(slug, language),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/pages/{slug}', { params: { path: { slug }, query: { language } }, signal })),
    }),
};
