// `npm run bench` (after the bundle table): what a first visit to /auth/login really loads, measured in
// Debian's Chromium against the real server on the production build. Prints figures; asserts nothing.
// "gzip" is each file gzipped here (comparable across servers); "sent" is what the server really sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchServer } from './bench-server.ts';

const PORT = 4330;
const PAGE = process.argv[2] ?? '/auth/login';
const dist = new URL('../dist/', import.meta.url).pathname;

/** The gzip size of a built asset, as a compressing server or CDN would send it. */
function gzipOf(pathname: string): number {
  return gzipSync(readFileSync(join(dist, pathname))).length;
}

const server = await startBenchServer(PORT);
const origin = server.origin;
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ locale: 'pl-PL' });
  const requests: { url: string; type: string; sent: number }[] = [];
  page.on('requestfinished', (request) => {
    // The body as it crossed the wire: compressed when the server compressed it.
    void request.sizes().then(({ responseBodySize }) => {
      requests.push({ url: request.url(), type: request.resourceType(), sent: responseBodySize });
    });
  });
  await page.goto(`${origin}${PAGE}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { fcp: paint ? Math.round(paint.startTime) : null };
  });
  await browser.close();

  const ofType = (extension: string) =>
    requests.filter((request) => new URL(request.url).pathname.endsWith(extension));
  const gzipTotal = (list: typeof requests) =>
    list.reduce((total, request) => total + gzipOf(new URL(request.url).pathname), 0);
  const sentTotal = (list: typeof requests) => list.reduce((total, request) => total + request.sent, 0);
  const js = ofType('.js').filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
  const css = ofType('.css');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

  console.log(`\nfirst load of ${PAGE} (Chromium, production build, real server)`);
  console.log(`  requests:          ${requests.length}`);
  for (const request of requests)
    console.log(`    ${request.type.padEnd(10)} ${new URL(request.url).pathname}`);
  console.log(`  JavaScript (gzip): ${kb(gzipTotal(js))} in ${js.length} files, ${kb(sentTotal(js))} sent`);
  console.log(
    `  CSS (gzip):        ${kb(gzipTotal(css))} in ${css.length} files, ${kb(sentTotal(css))} sent`,
  );
  console.log(`  everything sent:   ${kb(sentTotal(requests))}`);
  console.log(`  first contentful paint: ${timing.fcp ?? '?'} ms (this machine, no throttling)`);
} finally {
  server.stop();
}
