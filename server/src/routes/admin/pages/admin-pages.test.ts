import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '#contract';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { activityLogs, permissions, rolePermissions, roles, userRoles } from '../../../db/schema/accounts.ts';
import { pages } from '../../../db/schema/content.ts';

const server = useTestServer();

type Api = ReturnType<ReturnType<typeof server>['client']>;
type PageCreate = components['schemas']['AdminPageCreateRequest'];

const uniqueSlug = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** A staff account whose one role grants only `permission`. */
async function staffWith(permission: string) {
  const account = await signedInAccount(server());
  const { db } = server();
  const [role] = await db
    .insert(roles)
    .values({ name: `only-${crypto.randomUUID().slice(0, 8)}` })
    .returning();
  const [granted] = await db.select().from(permissions).where(eq(permissions.name, permission));
  if (!role || !granted) throw new Error(`the permission ${permission} is not seeded`);
  await db.insert(rolePermissions).values({ roleId: role.id, permissionId: granted.id });
  await db.insert(userRoles).values({ userId: account.id, roleId: role.id });
  return server().client({ token: account.token });
}

async function admin(language = 'en') {
  const account = await signedInAccount(server(), { role: 'admin' });
  return server().client({ token: account.token, language });
}

function pageBody(overrides: Partial<PageCreate> = {}): PageCreate {
  return {
    slug: uniqueSlug('notes'),
    language: 'en',
    title: 'Release notes',
    content: '# Release notes\n\nWhat changed.',
    ...overrides,
  };
}

/** A draft page saved straight into the table. */
async function scratchPage() {
  const [row] = await server()
    .db.insert(pages)
    .values({ slug: uniqueSlug('scratch'), language: 'en', title: 'Scratch', content: '# Scratch' })
    .returning();
  if (!row) throw new Error('the scratch page was not saved');
  return row;
}

const byId = async () => ({ params: { path: { id: (await scratchPage()).id } } });

const OPERATIONS: {
  name: string;
  reads: boolean;
  status: number;
  call: (api: Api) => Promise<{ response: Response }>;
}[] = [
  { name: 'GET /admin/pages', reads: true, status: 200, call: (api) => api.GET('/admin/pages') },
  {
    name: 'POST /admin/pages',
    reads: false,
    status: 201,
    call: (api) => api.POST('/admin/pages', { body: pageBody() }),
  },
  {
    name: 'GET /admin/pages/{id}',
    reads: true,
    status: 200,
    call: async (api) => api.GET('/admin/pages/{id}', await byId()),
  },
  {
    name: 'PUT /admin/pages/{id}',
    reads: false,
    status: 200,
    call: async (api) => api.PUT('/admin/pages/{id}', { ...(await byId()), body: { title: 'Renamed' } }),
  },
  {
    name: 'DELETE /admin/pages/{id}',
    reads: false,
    status: 200,
    call: async (api) => api.DELETE('/admin/pages/{id}', await byId()),
  },
];

function publicPage(slug: string, language: 'en' | 'de' = 'en') {
  return server()
    .client({ language })
    .GET('/pages/{slug}', { params: { path: { slug } } });
}

describe('admin pages', () => {
  it(
    'answers each operation 401 signed out, 403 to an owner and to staff without its permission, and succeeds for an administrator',
    { timeout: 120_000 },
    async () => {
      const owner = await signedInAccount(server());
      const callers = {
        visitor: server().client(),
        owner: server().client({ token: owner.token }),
        viewer: await staffWith('admin.pages.view'),
        templatesEditor: await staffWith('admin.mail-templates.update'),
        admin: await admin(),
      };
      for (const { name, reads, status, call } of OPERATIONS) {
        const seen = {
          visitor: (await call(callers.visitor)).response.status,
          owner: (await call(callers.owner)).response.status,
          viewer: (await call(callers.viewer)).response.status,
          templatesEditor: (await call(callers.templatesEditor)).response.status,
          admin: (await call(callers.admin)).response.status,
        };
        expect({ name, ...seen }).toEqual({
          name,
          visitor: 401,
          owner: 403,
          viewer: reads ? status : 403,
          templatesEditor: 403,
          admin: status,
        });
      }
    },
  );

  it('a draft answers 404 publicly until it is published, then /pages/{slug} serves what staff saved', async () => {
    const api = await admin();
    const body = pageBody({ meta_description: 'What changed lately' });
    const created = await api.POST('/admin/pages', { body });
    const id = created.data?.data.id ?? '';
    expect(created.data?.data).toMatchObject({ is_published: false, published_at: null });
    expect((await publicPage(body.slug)).response.status).toBe(404);

    const published = await api.PUT('/admin/pages/{id}', {
      params: { path: { id } },
      body: { is_published: true, content: '# Release notes\n\nVersion 2.' },
    });
    const publishedAt = published.data?.data.published_at;
    expect(publishedAt).toBeInstanceOf(Date);
    const served = await publicPage(body.slug);
    expect(served.response.status).toBe(200);
    expect(served.data?.data).toMatchObject({
      content: '# Release notes\n\nVersion 2.',
      meta_description: 'What changed lately',
    });

    await api.PUT('/admin/pages/{id}', { params: { path: { id } }, body: { is_published: false } });
    expect((await publicPage(body.slug)).response.status).toBe(404);
    const again = await api.PUT('/admin/pages/{id}', {
      params: { path: { id } },
      body: { is_published: true },
    });
    expect(again.data?.data.published_at).toEqual(publishedAt);

    const entries = await server().db.select().from(activityLogs).where(eq(activityLogs.subjectId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'admin.page.created',
      'admin.page.updated',
      'admin.page.updated',
      'admin.page.updated',
    ]);
    expect(entries.find((entry) => entry.action === 'admin.page.created')?.properties).toMatchObject({
      target: `${body.slug} (en)`,
    });
  });

  it('serves each language its own version, and refuses a slug taken in the same language with a translated 422', async () => {
    const api = await admin('pl');
    const slug = uniqueSlug('about');
    await api.POST('/admin/pages', { body: pageBody({ slug, title: 'About', is_published: true }) });
    await api.POST('/admin/pages', {
      body: pageBody({ slug, language: 'de', title: 'Über uns', is_published: true }),
    });
    expect((await publicPage(slug, 'de')).data?.data.title).toBe('Über uns');
    expect((await publicPage(slug, 'en')).data?.data.title).toBe('About');

    const taken = await api.POST('/admin/pages', { body: pageBody({ slug, language: 'de' }) });
    expect(taken.response.status).toBe(422);
    expect(taken.error?.errors).toEqual({ slug: ['Strona o tym adresie już istnieje w tym języku'] });
    const malformed = await api.POST('/admin/pages', { body: pageBody({ slug: 'Not A Slug' }) });
    expect(Object.keys(malformed.error?.errors ?? {})).toEqual(['slug']);
  });

  it('keeps the last published version of a page the settings map: no deleting, unpublishing or moving it', async () => {
    const api = await admin();
    const versions = await server().db.select().from(pages).where(eq(pages.slug, 'terms-of-service'));
    const [first, ...others] = versions;
    if (!first) throw new Error('the terms are not seeded');
    for (const other of others) {
      expect(
        (await api.DELETE('/admin/pages/{id}', { params: { path: { id: other.id } } })).response.status,
      ).toBe(200);
    }
    const deleted = await api.DELETE('/admin/pages/{id}', { params: { path: { id: first.id } } });
    expect(deleted.response.status).toBe(422);
    expect(Object.keys(deleted.error?.errors ?? {})).toEqual(['slug']);
    const unpublished = await api.PUT('/admin/pages/{id}', {
      params: { path: { id: first.id } },
      body: { is_published: false },
    });
    expect(unpublished.response.status).toBe(422);
    const moved = await api.PUT('/admin/pages/{id}', {
      params: { path: { id: first.id } },
      body: { slug: 'terms' },
    });
    expect(moved.response.status).toBe(422);
    expect((await publicPage('terms-of-service')).response.status).toBe(200);
  });

  it('GET /admin/pages finds drafts and published pages by language, state and text', async () => {
    const api = await admin();
    const word = crypto.randomUUID().slice(0, 8);
    await api.POST('/admin/pages', { body: pageBody({ content: `# Draft ${word}` }) });
    await api.POST('/admin/pages', {
      body: pageBody({ language: 'fr', content: `# Publiée ${word}`, is_published: true }),
    });
    const drafts = await api.GET('/admin/pages', {
      params: { query: { search: word, filter: { is_published: 'false' } } },
    });
    expect(drafts.data?.data.map((row) => row.language)).toEqual(['en']);
    const french = await api.GET('/admin/pages', {
      params: { query: { search: word, filter: { language: 'fr' } } },
    });
    expect(french.data?.data.map((row) => row.is_published)).toEqual([true]);
    const wrong = await api.GET('/admin/pages', { params: { query: { filter: { is_published: 'maybe' } } } });
    expect(wrong.response.status).toBe(422);
  });
});
