// `npm run bench`: how soon the command palette answers the keyboard, in Debian's Chromium against the real
// server on the production build, as the seeded owner on /dashboard, each run in a new browser context
// (nothing cached) once the dashboard has loaded: Control+K to the palette's input shown and focused the
// first time (its lazy chunk and every message of the language load then) and a second time; then from a
// domain's name typed to that domain among the results (the palette asks 300 ms after typing stops, so that
// wait is in it). Times are the page's own clock, from the key's or the input's event to the frame that
// shows the result. Prints figures; asserts nothing. GET /search's own time is bench-search.ts's.
import { loadavg } from 'node:os';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { benchPort } from './bench-env.ts';
import { row } from './bench-measure.ts';
import { startBenchServer } from './bench-server.ts';
import { signInOwner, SIGNED_IN_PAGE } from './bench-signed-in.ts';

const PORT = benchPort(4);
const RUNS = Number(process.env.BENCH_PALETTE_RUNS ?? 10);
const LOCALE = 'pl-PL';
/** One of the seeded owner's domains (server/src/db/seed), typed whole. */
const DOMAIN = 'shop.example.com';

declare global {
  interface Window {
    /** Set by `watch`: resolves with the milliseconds from the next `event` to `done()` holding. */
    __paletteTimed?: Promise<number>;
  }
}

/**
 * Times, in the page, from the next `eventType` event anywhere (its time stamp; for a key, the K) to the
 * first frame or focus change at which the element `selector` matches is shown (and focused, when
 * `focused`).
 */
async function watch(page: Page, eventType: 'keydown' | 'input', selector: string, focused: boolean) {
  await page.evaluate(
    ({ eventType, selector, focused }) => {
      window.__paletteTimed = new Promise<number>((resolve) => {
        let start: number | null = null;
        const check = () => {
          if (start === null) return;
          const found = document.querySelector(selector);
          const ready =
            found instanceof HTMLElement &&
            found.checkVisibility() &&
            (!focused || document.activeElement === found);
          if (!ready) return;
          resolve(performance.now() - start);
          start = null;
          document.removeEventListener('focusin', check, true);
        };
        const frame = () => {
          check();
          if (start !== null) requestAnimationFrame(frame);
        };
        // The K of Control+K, not the Control before it; any input.
        const onEvent = (event: Event) => {
          if (event instanceof KeyboardEvent && event.key.toLowerCase() !== 'k') return;
          window.removeEventListener(eventType, onEvent, true);
          start = event.timeStamp;
          document.addEventListener('focusin', check, true);
          requestAnimationFrame(frame);
        };
        window.addEventListener(eventType, onEvent, true);
      });
    },
    { eventType, selector, focused },
  );
}

const timed = (page: Page) =>
  page.evaluate(() => window.__paletteTimed ?? Promise.reject(new Error('unwatched')));

const INPUT = '[role="dialog"] [role="combobox"]';

/** Control+K to the palette's input shown and focused, in ms. */
async function openPalette(page: Page): Promise<number> {
  await watch(page, 'keydown', INPUT, true);
  await page.keyboard.press('Control+K');
  return timed(page);
}

/** One run in a new context: first open, Escape, second open, then the domain typed to its result. */
async function run(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}${SIGNED_IN_PAGE}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('header button[aria-keyshortcuts]').waitFor();
  const first = await openPalette(page);
  await page.keyboard.press('Escape');
  await page.locator(INPUT).waitFor({ state: 'hidden' });
  const second = await openPalette(page);
  const found = `[role="dialog"] [role="option"][data-key^="domain:"]`;
  await watch(page, 'input', found, false);
  await page.locator(INPUT).fill(DOMAIN);
  const search = await timed(page);
  const shown = await page.locator(found).first().textContent();
  if (shown !== DOMAIN) throw new Error(`the palette showed ${String(shown)} for ${DOMAIN}`);
  return { first, second, search };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const server = await startBenchServer(PORT);
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const signing = await browser.newContext({ locale: LOCALE });
  await signInOwner(await signing.newPage(), server.origin);
  const session = await signing.storageState();
  await signing.close();

  console.log(
    `\ncommand palette, ${String(RUNS)} runs, each a new context (Chromium, production build, real server)`,
  );
  console.log(`  load average before: ${load()}`);
  const times = { first: [] as number[], second: [] as number[], search: [] as number[] };
  // One run first, not counted: the server's first answers after a start are several times slower.
  for (let index = 0; index <= RUNS; index += 1) {
    const context = await browser.newContext({ locale: LOCALE, storageState: session });
    const result = await run(context, server.origin);
    await context.close();
    if (index === 0) continue;
    times.first.push(result.first);
    times.second.push(result.second);
    times.search.push(result.search);
  }
  await browser.close();
  row('Ctrl+K to the input focused, first open', times.first, 'lazy chunk and messages');
  row('Ctrl+K to the input focused, second open', times.second, '');
  row(`"${DOMAIN}" typed to its result`, times.search, 'with the 300 ms wait for typing to stop');
  console.log(`  load average after: ${load()}`);
} finally {
  server.stop();
}
