import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `search`: GET /search, the command palette's one request over domains, events, tickets and, for
// staff, users and payments, each group scoped as the caller's lists are.

export type SearchResults = components['schemas']['SearchResults'];

export const searchKeys = {
  all: ['search'] as const,
  everything: (q: string) => [...searchKeys.all, 'everything', q] as const,
};

export const searchQueries = {
  /** GET /search?q=: at most five records of each group matching the typed text. */
  everything: (q: string) =>
    queryOptions({
      queryKey: searchKeys.everything(q),
      queryFn: ({ signal }) => dataOf(api.GET('/search', { params: { query: { q } }, signal })),
    }),
};
