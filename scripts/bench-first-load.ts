// `npm run bench` (after the bundle table): what a first visit really loads, measured in Debian's Chromium
// against the real server on the production build: /auth/login as a guest, then /dashboard as the seeded
// owner, signed in (the session in local storage) but with nothing cached; then both against their budgets
// (first-load-budgets.ts, which the browser tests check). Prints figures; asserts nothing.
// "gzip" is each file gzipped here (comparable across servers); "sent" is what the server really sent.
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { BENCH_DIST, benchPort } from './bench-env.ts';
import { startBenchServer } from './bench-server.ts';
import { signInOwner, SIGNED_IN_PAGE } from './bench-signed-in.ts';
import {
  budgetedScripts,
  budgetTable,
  FIRST_LOAD_BUDGETS,
  gzipOf as builtGzipOf,
  isChartChunk,
  type BudgetResult,
} from './first-load-budgets.ts';

const PORT = benchPort(0);
const GUEST_PAGE = process.argv[2] ?? '/auth/login';
const dist = BENCH_DIST;
const LOCALE = 'pl-PL';

interface Request {
  pathname: string;
  type: string;
  /** The body as it crossed the wire: compressed when the server compressed it. */
  sent: number;
}

const gzipOf = (pathname: string) => builtGzipOf(dist, pathname);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipTotal = (list: Request[]) => list.reduce((total, request) => total + gzipOf(request.pathname), 0);
const sentTotal = (list: Request[]) => list.reduce((total, request) => total + request.sent, 0);

/** Opens `path` in a new context (no cache; `state` may bring a session) and answers what it loaded. */
async function firstVisit(
  browser: Browser,
  origin: string,
  path: string,
  state?: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({ locale: LOCALE, storageState: state });
  const page = await context.newPage();
  // In the order the page asked for them, whenever each one finished.
  const requests: Request[] = [];
  page.on('request', (request) => {
    requests.push({ pathname: new URL(request.url()).pathname, type: request.resourceType(), sent: 0 });
  });
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const entry = requests.findLast((known) => known.pathname === new URL(request.url()).pathname);
    sizes.push(
      request.sizes().then(({ responseBodySize }) => {
        if (entry) entry.sent = responseBodySize;
      }),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const fcp = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? Math.round(paint.startTime) : null;
  });
  await Promise.all(sizes);
  await context.close();
  return { requests, fcp };
}

function print(title: string, visit: Awaited<ReturnType<typeof firstVisit>> | undefined) {
  if (!visit) return;
  const { requests, fcp } = visit;
  const ofType = (extension: string) => requests.filter((request) => request.pathname.endsWith(extension));
  const js = ofType('.js').filter((request) => request.pathname.startsWith('/assets/'));
  const css = ofType('.css');
  const firstChart = js.findIndex((request) => isChartChunk(dist, request.pathname));

  console.log(`\n${title} (Chromium, production build, real server)`);
  console.log(`  requests:          ${requests.length}`);
  for (const request of requests) {
    const size = request.pathname.startsWith('/assets/')
      ? kb(gzipOf(request.pathname)).padStart(9)
      : ''.padStart(9);
    const chart = isChartChunk(dist, request.pathname) ? '  (charts)' : '';
    console.log(`    ${request.type.padEnd(10)} ${size}  ${request.pathname}${chart}`);
  }
  if (firstChart >= 0) {
    const before = js.slice(0, firstChart);
    console.log(
      `  JavaScript (gzip) before the charts' chunk: ${kb(gzipTotal(before))} in ${before.length} files, ` +
        `${kb(sentTotal(before))} sent`,
    );
  }
  console.log(`  JavaScript (gzip): ${kb(gzipTotal(js))} in ${js.length} files, ${kb(sentTotal(js))} sent`);
  console.log(
    `  CSS (gzip):        ${kb(gzipTotal(css))} in ${css.length} files, ${kb(sentTotal(css))} sent`,
  );
  console.log(`  everything sent:   ${kb(sentTotal(requests))}`);
  console.log(`  first contentful paint: ${fcp ?? '?'} ms (this machine, no throttling)`);
}

const server = await startBenchServer(PORT);
const origin = server.origin;
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const visits = new Map<string, Awaited<ReturnType<typeof firstVisit>>>();
  visits.set(GUEST_PAGE, await firstVisit(browser, origin, GUEST_PAGE));
  print(`first load of ${GUEST_PAGE}`, visits.get(GUEST_PAGE));

  const signing = await browser.newContext({ locale: LOCALE });
  await signInOwner(await signing.newPage(), origin);
  const session = await signing.storageState();
  await signing.close();
  visits.set(SIGNED_IN_PAGE, await firstVisit(browser, origin, SIGNED_IN_PAGE, session));
  print(
    `first load of ${SIGNED_IN_PAGE}, signed in as the seeded owner, nothing cached`,
    visits.get(SIGNED_IN_PAGE),
  );
  await browser.close();

  const results: BudgetResult[] = FIRST_LOAD_BUDGETS.flatMap((budget) => {
    const visit = visits.get(budget.page);
    return visit
      ? [
          {
            budget,
            scripts: budgetedScripts(
              dist,
              visit.requests.map((r) => r.pathname),
            ),
          },
        ]
      : [];
  });
  console.log(
    `\nfirst loads against their budgets (JavaScript, gzip, the charts aside)\n${budgetTable(results)}`,
  );
} finally {
  server.stop();
}
