import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/server/test-server.ts';
import { pages, settings } from '../db/schema/content.ts';
import { invalidatePublicReads } from './public-reads.ts';

const server = useTestServer();

/** A raw request, so a 304 (which the contract leaves to HTTP) is seen as it is. */
function get(url: string, headers: Record<string, string> = {}) {
  return server().app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

const PUBLIC_READS = [
  '/settings',
  '/languages',
  '/languages/active',
  '/languages/de',
  '/languages/de/translations?group=mail',
  '/pages/privacy-policy',
];

describe('public reads from memory', () => {
  it.each(PUBLIC_READS)(
    'GET %s answers a weak ETag, asks browsers to revalidate, and varies by Accept-Language',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.vary).toMatch(/Accept-Language/i);
    },
  );

  it.each(PUBLIC_READS)('GET %s answers 304 with no body to a matching If-None-Match', async (url) => {
    const { headers } = await get(url);
    const revalidated = await get(url, { 'If-None-Match': String(headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(headers.etag);
    expect(revalidated.headers['cache-control']).toBe('public, no-cache');
  });

  it('GET /settings answers 200 to an If-None-Match naming another answer', async () => {
    const response = await get('/settings', { 'If-None-Match': 'W/"something-else", "another"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { app_name: 'Tracklane' } });
  });

  it('GET /settings answers each language in its own words, under an ETag of its own', async () => {
    const polish = await get('/settings', { 'Accept-Language': 'pl' });
    const english = await get('/settings', { 'Accept-Language': 'en' });
    expect(polish.json()).toMatchObject({ message: 'Ustawienia serwisu' });
    expect(english.json()).toMatchObject({ message: 'Site settings' });
    expect(polish.headers.etag).not.toBe(english.headers.etag);
    const crossed = await get('/settings', {
      'Accept-Language': 'en',
      'If-None-Match': String(polish.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
  });

  it('GET /settings keeps answering what it computed until a write calls invalidatePublicReads, then shows the write at once', async () => {
    const { db } = server();
    const before = await get('/settings');
    const name = eq(settings.key, 'general.app_name');
    await db.update(settings).set({ value: 'Acme Tracking' }).where(name);
    try {
      const unannounced = await get('/settings');
      expect(unannounced.json()).toMatchObject({ data: { app_name: 'Tracklane' } });
      expect(unannounced.body).toBe(before.body);

      invalidatePublicReads(db);
      const after = await get('/settings', { 'If-None-Match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ data: { app_name: 'Acme Tracking' } });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await db.update(settings).set({ value: 'Tracklane' }).where(name);
      invalidatePublicReads(db);
    }
  });

  it('GET /settings keeps its body, timestamp and ETag when it is computed again with nothing changed', async () => {
    const before = await get('/settings');
    invalidatePublicReads(server().db);
    const after = await get('/settings');
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.json()).toEqual(before.json());
  });

  it('GET /pages/{slug} shows a change of the page once the pages repo would have invalidated', async () => {
    const { db } = server();
    const url = '/pages/privacy-policy?language=en';
    const before = await get(url);
    const { id, title } = before.json<{ data: { id: string; title: string } }>().data;
    const english = eq(pages.id, id);
    await db.update(pages).set({ title: 'Our privacy policy' }).where(english);
    invalidatePublicReads(db);
    try {
      const after = await get(url);
      expect(after.json()).toMatchObject({ data: { title: 'Our privacy policy' } });
    } finally {
      await db.update(pages).set({ title }).where(english);
      invalidatePublicReads(db);
    }
  });
});
