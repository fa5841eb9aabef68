import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the pages part: every static page in every language, drafts included. Each save clears
// the server's cached public pages, so /p/{slug} shows it at once.

type Schemas = components['schemas'];
export type AdminPage = Schemas['Page'];
export type AdminPageCreateRequest = Schemas['AdminPageCreateRequest'];
export type AdminPageUpdateRequest = Schemas['AdminPageUpdateRequest'];

/** The list call's query: page, size, sort, search and `filter[…]`. */
export type AdminPageListQuery = NonNullable<operations['adminListPages']['parameters']['query']>;

export const adminPageKeys = {
  all: ['admin', 'pages'] as const,
  lists: () => [...adminPageKeys.all, 'list'] as const,
  list: (query: AdminPageListQuery) => [...adminPageKeys.lists(), query] as const,
  detail: (id: string) => [...adminPageKeys.all, 'detail', id] as const,
};

export const adminPagesQueries = {
  /** GET /admin/pages: one page of static pages, published or not, and the list's total. */
  list: (query: AdminPageListQuery) =>
    queryOptions({
      queryKey: adminPageKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/pages', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /admin/pages/{id}: one language's version of a page, published or not. */
  detail: (id: string) =>
    queryOptions({
      queryKey: adminPageKeys.detail(id),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/pages/{id}', { params: { path: { id } }, signal })),
    }),
};

/** POST /admin/pages: a page's version in one language; a slug taken in that language answers 422. */
export function createAdminPage(body: AdminPageCreateRequest): Promise<AdminPage> {
  return dataOf(api.POST('/admin/pages', { body }));
}

/** PUT /admin/pages/{id}: changes the fields sent; publishing the first time dates it. */
export function updateAdminPage(id: string, body: AdminPageUpdateRequest): Promise<AdminPage> {
  return dataOf(api.PUT('/admin/pages/{id}', { params: { path: { id } }, body }));
}

/** DELETE /admin/pages/{id}: this language's version only. */
export async function deleteAdminPage(id: string): Promise<void> {
  await api.DELETE('/admin/pages/{id}', { params: { path: { id } } });
}
