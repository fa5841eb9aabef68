// `npm run bench` (last): Lighthouse performance on /auth/login, mobile preset (Lighthouse's default:
// simulated slow 4G and a 4x slower CPU), in Debian's Chromium, median of 3 runs on a warmed-up server.
// Prints; asserts nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server.ts';

const PORT = 4331;
const PAGE = process.argv[2] ?? '/auth/login';
const RUNS = 3;
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string }>;
}

/** One Lighthouse run into `path`; a run Lighthouse itself gives up on (seen: NO_NAVSTART) is tried again. */
function lighthouse(url: string, path: string, attempts = 3): Report {
  try {
    execFileSync(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--only-categories=performance',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${path}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: 'pipe',
      },
    );
  } catch (error) {
    if (attempts <= 1) throw error;
    return lighthouse(url, path, attempts - 1);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Report;
}

const server = await startBenchServer(PORT);
const reports: Report[] = [];
try {
  const out = mkdtempSync(join(tmpdir(), 'tracklane-lighthouse-'));
  // Run 0 is not counted: it meets a server that has just started (its first answers took 370 ms, where
  // a warm one takes 15), and Lighthouse would charge that to the page.
  for (let run = 0; run <= RUNS; run++) {
    const report = lighthouse(`${server.origin}${PAGE}`, join(out, `run-${String(run)}.json`));
    if (run > 0) reports.push(report);
  }
} finally {
  server.stop();
}

const score = (report: Report) => Math.round(report.categories.performance.score * 100);
const sorted = [...reports].sort((a, b) => score(a) - score(b));
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `\nLighthouse performance of ${PAGE} (mobile preset, ${RUNS} runs): ${reports.map(score).join(', ')}`,
);
if (median) {
  console.log(`  median: ${score(median)}`);
  for (const audit of AUDITS)
    console.log(`  ${audit.padEnd(26)} ${median.audits[audit]?.displayValue ?? '?'}`);
}
