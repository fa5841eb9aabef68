// `npm run bench` (after the bundle table): what a first visit to /auth/login really loads, measured in
// Debian's Chromium against the real server on the production build. Prints figures; asserts nothing.
// "gzip" is each file gzipped here (comparable across servers); "sent" is what the server really sent.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = 4330;
const PAGE = process.argv[2] ?? '/auth/login';
const origin = `http://127.0.0.1:${PORT}`;
const dist = new URL('../dist/', import.meta.url).pathname;

const server = spawn('node', ['server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tracklane-bench-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/runtime-config.js`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** The gzip size of a built asset, as a compressing server or CDN would send it. */
function gzipOf(pathname: string): number {
  return gzipSync(readFileSync(join(dist, pathname))).length;
}

try {
  await waitForServer();
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
  server.kill();
}
