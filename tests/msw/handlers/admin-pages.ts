import type { AdminPage, AdminPageCreateRequest, AdminPageUpdateRequest } from '@/api/queries/admin-pages';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the pages part: pages held in memory, answering as the reference server does (a slug taken
// in the same language refused under `slug`), so a test can act and see the screen follow.

const STAMP = new Date('2026-11-20T10:00:00Z');

export function anAdminPage(overrides: Partial<AdminPage> = {}): AdminPage {
  return {
    id: 'page-privacy-en',
    slug: 'privacy-policy',
    title: 'Privacy policy',
    content: '# Privacy policy\n\n## Your rights\n\nYou may ask for your data.',
    language: 'en',
    meta_description: 'How we handle your data',
    is_published: true,
    published_at: STAMP,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export interface PageStore {
  pages: AdminPage[];
  created: AdminPageCreateRequest[];
  updated: { id: string; body: AdminPageUpdateRequest }[];
}

export function aPageStore(): PageStore {
  return {
    pages: [
      anAdminPage(),
      anAdminPage({
        id: 'page-privacy-pl',
        language: 'pl',
        title: 'Polityka prywatności',
        content: '# Polityka',
      }),
      anAdminPage({
        id: 'page-notes-en',
        slug: 'release-notes',
        title: 'Release notes',
        is_published: false,
        published_at: null,
      }),
    ],
    created: [],
    updated: [],
  };
}

const slugTaken = () =>
  refusal(422, 'A page with this address already exists in this language', {
    slug: ['A page with this address already exists in this language'],
  });

/** The pages part's handlers over `store`. */
export function adminPagesHandlers(store: PageStore) {
  const taken = (slug: string, language: string, id?: string) =>
    store.pages.some((page) => page.slug === slug && page.language === language && page.id !== id);
  return [
    contract.get('/admin/pages', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const slug = params.get('filter[slug]');
      return listEnvelope(store.pages.filter((page) => !slug || page.slug === slug));
    }),
    contract.get('/admin/pages/{id}', ({ params }) => {
      const page = store.pages.find((row) => row.id === params.id);
      return page ? envelope(page) : refusal(404, 'This page does not exist or has been deleted');
    }),
    contract.post('/admin/pages', async ({ request }) => {
      const body = (await request.json()) as AdminPageCreateRequest;
      store.created.push(body);
      if (taken(body.slug, body.language)) return slugTaken();
      const page = anAdminPage({
        ...body,
        id: `page-${store.created.length}`,
        meta_description: body.meta_description ?? null,
        is_published: body.is_published ?? false,
      });
      store.pages.push(page);
      return envelope(page);
    }),
    contract.put('/admin/pages/{id}', async ({ params, request }) => {
      const page = store.pages.find((row) => row.id === params.id);
      if (!page) return refusal(404, 'This page does not exist or has been deleted');
      const body = (await request.json()) as AdminPageUpdateRequest;
      store.updated.push({ id: page.id, body });
      if (taken(body.slug ?? page.slug, body.language ?? page.language, page.id)) return slugTaken();
      Object.assign(page, body, { updated_at: new Date(STAMP.getTime() + store.updated.length * 1000) });
      return envelope(page);
    }),
  ];
}
