// `npm run bench`: what staff's translation overrides cost the app's start (issue 29): the first screen of a
// Polish visitor (/auth/login, nothing cached, so the overrides are fetched as on a first visit) with none
// and with 500 overrides of the app's messages, measured alternately in Debian's Chromium against the real
// server on the production build. "Heading" is when the screen's heading first stands in the page, taken
// in the page itself; each visit follows a read that built the server's copy, as any earlier visitor's would.
// Prints; asserts nothing.
import { chromium, type Browser } from '@playwright/test';
import { benchPort } from './bench-env.ts';
import { quantiles } from './bench-measure.ts';
import { signInDemoAdmin, startBenchServer } from './bench-server.ts';

const PORT = benchPort(3);
const OVERRIDES = 500;
const RUNS = 9;
const PAGE = '/auth/login';

interface EditorPage {
  data: { key: string; catalog: string; translation: string | null; placeholders_differ: boolean }[];
  meta: { last_page: number };
}

/** OVERRIDES Polish texts of the app's catalog, each its translation with a mark (valid, same placeholders). */
async function overrides(origin: string, token: string): Promise<Record<string, string>> {
  const chosen: Record<string, string> = {};
  for (let page = 1; Object.keys(chosen).length < OVERRIDES; page++) {
    const response = await fetch(
      `${origin}/api/v1/admin/languages/pl/messages?filter[catalog]=dashboard&per_page=100&page=${String(page)}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const body = (await response.json()) as EditorPage;
    for (const message of body.data) {
      if (message.translation && !message.placeholders_differ && Object.keys(chosen).length < OVERRIDES) {
        chosen[message.key] = `${message.translation} ·`;
      }
    }
    if (page >= body.meta.last_page) break;
  }
  return chosen;
}

async function save(origin: string, token: string, translations: Record<string, string | null>) {
  const response = await fetch(`${origin}/api/v1/admin/languages/pl/translations`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ translations }),
  });
  if (!response.ok) throw new Error(`the save answered ${String(response.status)}: ${await response.text()}`);
}

/** One first visit of PAGE in Polish: when its heading first stood in the page, and its first paint. */
async function firstVisit(browser: Browser, origin: string) {
  const context = await browser.newContext({ locale: 'pl-PL' });
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')) return;
      (window as unknown as { headingAt: number }).headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${origin}${PAGE}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const times = await page.evaluate(() => ({
    heading: (window as unknown as { headingAt: number }).headingAt,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  await context.close();
  return times;
}

const server = await startBenchServer(PORT);
try {
  const token = await signInDemoAdmin(server.origin);
  const texts = await overrides(server.origin, token);
  const none = Object.fromEntries(Object.keys(texts).map((key) => [key, null]));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const measured = {
    none: { heading: [] as number[], paint: [] as number[] },
    with: { heading: [] as number[], paint: [] as number[] },
  };
  const firstReads = { none: [] as number[], with: [] as number[] };
  // One visit first, unmeasured: the server's and the browser's first-use costs are nobody's.
  await firstVisit(browser, server.origin);
  for (let run = 0; run < RUNS; run++) {
    for (const kind of ['none', 'with'] as const) {
      await save(server.origin, token, kind === 'with' ? texts : none);
      // The first read after a save builds the server's copy (timed apart); visitors after it get that copy.
      const reading = performance.now();
      await fetch(`${server.origin}/api/v1/languages/pl/translations`);
      firstReads[kind].push(performance.now() - reading);
      const visit = await firstVisit(browser, server.origin);
      measured[kind].heading.push(visit.heading);
      measured[kind].paint.push(visit.paint);
    }
  }
  await save(server.origin, token, none);
  await browser.close();

  const median = (times: number[]) => quantiles(times).median;
  console.log(
    `\nthe first screen (${PAGE}, Polish, nothing cached) with ${String(Object.keys(texts).length)} overrides of the` +
      ` app's messages against none, ${String(RUNS)} visits each, alternately (Chromium, production build, real server)`,
  );
  console.log(
    `  the first read of the overrides after a save: ${median(firstReads.none).toFixed(0)} ms without,` +
      ` ${median(firstReads.with).toFixed(0)} ms with (median; later reads answer from the server's copy)`,
  );
  for (const measure of ['heading', 'paint'] as const) {
    const without = median(measured.none[measure]);
    const withOverrides = median(measured.with[measure]);
    console.log(
      `  ${measure === 'heading' ? 'heading shown' : 'first paint  '}: ${without.toFixed(0)} ms without,` +
        ` ${withOverrides.toFixed(0)} ms with (median), ${(withOverrides - without).toFixed(0)} ms more`,
    );
  }
} finally {
  server.stop();
}
