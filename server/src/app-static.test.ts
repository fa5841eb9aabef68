import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/server/test-database.ts';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';

// A built SPA in miniature: the page and one hashed script, large enough to be worth compressing.
const distDir = mkdtempSync(join(tmpdir(), 'tracklane-dist-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Tracklane</title>');
writeFileSync(join(distDir, 'assets', 'shell-AbC123.js'), 'export const words = "tracklane ";\n'.repeat(400));
// And one with the build's compressed copies beside it (scripts/precompress.ts).
const CATALOG = 'export const messages = { hello: "Cześć" };\n'.repeat(100);
const catalogBrotli = brotliCompressSync(CATALOG);
const catalogGzip = gzipSync(CATALOG);
writeFileSync(join(distDir, 'assets', 'messages-XyZ789.js'), CATALOG);
writeFileSync(join(distDir, 'assets', 'messages-XyZ789.js.br'), catalogBrotli);
writeFileSync(join(distDir, 'assets', 'messages-XyZ789.js.gz'), catalogGzip);

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  const mailer = { send: () => Promise.resolve({ messageId: null }), close: () => undefined };
  app = await buildApp({ context: { db: database.db, config: readConfig({}), mailer }, distDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built SPA as the server sends it', () => {
  it('compresses scripts for a browser that accepts brotli', async () => {
    const reply = await app.inject({
      url: '/assets/shell-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.rawPayload.length).toBeLessThan(13_600 / 4);
  });

  it('sends the brotli or gzip copy the build made, as it is, whichever the browser takes', async () => {
    const url = '/assets/messages-XyZ789.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(catalogBrotli)).toBe(true);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(catalogGzip)).toBe(true);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CATALOG);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('serves no compressed copy under its own name', async () => {
    const reply = await app.inject({ url: '/assets/messages-XyZ789.js.br' });
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<title>Tracklane</title>');
  });

  it('lets browsers keep hashed assets for good, but not the page', async () => {
    const asset = await app.inject({ url: '/assets/shell-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/auth/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the API answers too, when they are big enough to gain', async () => {
    const reply = await app.inject({
      url: '/api/v1/pages/privacy-policy',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
  });
});
