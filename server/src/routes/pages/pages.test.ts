import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { pages } from '../../db/schema/content.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';

const server = useTestServer();

function getPage(
  slug: string,
  { language, query }: { language?: string; query?: 'pl' | 'en' | 'es' | 'de' | 'fr' } = {},
) {
  return server()
    .client({ language })
    .GET('/pages/{slug}', { params: { path: { slug }, query: query ? { language: query } : {} } });
}

describe('GET /pages/{slug}', () => {
  it('GET /pages/{slug} answers the page in the language of the request', async () => {
    const { data, response } = await getPage('privacy-policy', { language: 'de' });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({
      slug: 'privacy-policy',
      language: 'de',
      title: 'Datenschutzerklärung',
      is_published: true,
    });
    expect(data?.data.content).toMatch(/^# Datenschutzerklärung/);
  });

  it('GET /pages/{slug} prefers the language query over Accept-Language', async () => {
    const { data } = await getPage('terms-of-service', { language: 'de', query: 'pl' });
    expect(data?.data).toMatchObject({ language: 'pl', title: 'Regulamin' });
  });

  it('GET /pages/{slug} falls back to English, then Polish, when the language has no version', async () => {
    const { db } = server();
    const removed = await db
      .delete(pages)
      .where(and(eq(pages.slug, 'terms-of-service'), eq(pages.language, 'fr')))
      .returning();
    invalidatePublicReads(db);
    try {
      expect((await getPage('terms-of-service', { language: 'fr' })).data?.data.language).toBe('en');
      const english = await db
        .delete(pages)
        .where(and(eq(pages.slug, 'terms-of-service'), eq(pages.language, 'en')))
        .returning();
      removed.push(...english);
      invalidatePublicReads(db);
      expect((await getPage('terms-of-service', { language: 'fr' })).data?.data.language).toBe('pl');
    } finally {
      await db.insert(pages).values(removed);
      invalidatePublicReads(db);
    }
  });

  it('GET /pages/{slug} answers 404 for an unpublished page', async () => {
    const { db } = server();
    await db
      .insert(pages)
      .values({ slug: 'draft-notes', language: 'en', title: 'Draft', content: '# Draft' });
    invalidatePublicReads(db);
    const { error, response } = await getPage('draft-notes', { language: 'en' });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('This page does not exist');
  });

  it('GET /pages/{slug} answers 404 for a slug that does not exist', async () => {
    const { response } = await getPage('no-such-page');
    expect(response.status).toBe(404);
  });

  it('GET /pages/{slug} answers 422 on slug for a malformed slug', async () => {
    const { error, response } = await getPage('Not_A_Slug');
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['slug']);
  });
});
