// `npm run bench`: Lighthouse performance, mobile preset (Lighthouse's default: simulated slow 4G and a
// 4x slower CPU), in Debian's Chromium, median of 3 runs on a warmed-up server: /auth/login as a guest,
// then /dashboard as the seeded owner. Prints; asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { benchPort } from './bench-env.ts';
import { startBenchServer } from './bench-server.ts';
import { signInOwner, SIGNED_IN_PAGE } from './bench-signed-in.ts';

const PORT = benchPort(1);
/** Where the signed-in Chromium listens for Lighthouse. */
const DEBUGGING_PORT = benchPort(2);
const GUEST_PAGE = process.argv[2] ?? '/auth/login';
const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface Report {
  finalDisplayedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string }>;
}

/**
 * One Lighthouse run into `path`, in a Chromium of its own or, given `port`, in the one listening there; a
 * run Lighthouse itself gives up on (seen: NO_NAVSTART) is tried again.
 */
function lighthouse(url: string, path: string, port?: number, attempts = 3): Report {
  const browser = port
    ? [`--port=${String(port)}`]
    : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  try {
    execFileSync(
      'node_modules/.bin/lighthouse',
      [url, '--only-categories=performance', ...browser, '--output=json', `--output-path=${path}`, '--quiet'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'pipe' },
    );
  } catch (error) {
    if (attempts <= 1) throw error;
    return lighthouse(url, path, port, attempts - 1);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Report;
}

/**
 * RUNS counted runs of `page`, after one that is not: it meets a server that has just started (its first
 * answers took 370 ms, where a warm one takes 15), and Lighthouse would charge that to the page.
 */
function runs(origin: string, page: string, port?: number): Report[] {
  const out = mkdtempSync(join(tmpdir(), 'tracklane-lighthouse-'));
  const reports: Report[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const report = lighthouse(`${origin}${page}`, join(out, `run-${String(run)}.json`), port);
    if (run > 0) reports.push(report);
  }
  return reports;
}

/**
 * The runs of /dashboard as the seeded owner, in a Chromium started here and signed in once through the
 * login screen (by Playwright, over the same debugging port), which Lighthouse then drives. Lighthouse
 * clears the HTTP cache before each run but not local storage (its default `clearStorageTypes`), where
 * the session lives: each run is a signed-in first visit. (Lighthouse hung on a Chromium that Playwright
 * itself launched, hence this one.)
 */
async function signedInRuns(origin: string): Promise<Report[]> {
  const profile = mkdtempSync(join(tmpdir(), 'tracklane-lighthouse-profile-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`];
  const chromiumProcess = spawn(CHROMIUM, [...flags, `--remote-debugging-port=${String(DEBUGGING_PORT)}`], {
    stdio: 'ignore',
  });
  try {
    const browser = await connect();
    const page = await browser.contexts()[0]?.newPage();
    if (!page) throw new Error('the signed-in Chromium has no browser context');
    await signInOwner(page, origin);
    await page.close();
    // Disconnects only: the Chromium, signed in, stays for Lighthouse.
    await browser.close();
    return runs(origin, SIGNED_IN_PAGE, DEBUGGING_PORT);
  } finally {
    chromiumProcess.kill();
  }
}

/** Playwright on the Chromium at DEBUGGING_PORT, once it listens. */
async function connect(attempts = 20): Promise<Browser> {
  try {
    return await chromium.connectOverCDP(`http://127.0.0.1:${String(DEBUGGING_PORT)}`);
  } catch (error) {
    if (attempts <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return connect(attempts - 1);
  }
}

const score = (report: Report) => Math.round(report.categories.performance.score * 100);

function print(page: string, reports: Report[]) {
  const sorted = [...reports].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `\nLighthouse performance of ${page} (mobile preset, ${RUNS} runs): ${reports.map(score).join(', ')}`,
  );
  if (!median) return;
  console.log(`  median: ${score(median)}`);
  // A session Lighthouse did not see would have measured the sign-in screen instead.
  if (new URL(median.finalDisplayedUrl).pathname !== page)
    console.log(`  (the page shown was ${median.finalDisplayedUrl})`);
  for (const audit of AUDITS)
    console.log(`  ${audit.padEnd(26)} ${median.audits[audit]?.displayValue ?? '?'}`);
}

const server = await startBenchServer(PORT);
try {
  print(GUEST_PAGE, runs(server.origin, GUEST_PAGE));
  print(SIGNED_IN_PAGE, await signedInRuns(server.origin));
} finally {
  server.stop();
}
