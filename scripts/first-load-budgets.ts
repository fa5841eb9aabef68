// What a first visit of each budgeted page may load: JavaScript, gzipped, of the files the browser asked
// for. The browser tests check it on every build (tests/e2e/first-load-budget.spec.ts); `npm run bench`
// prints the same figures (bench-first-load.ts). Sizes are the built files' own, so they do not depend on
// the machine; which files a visit loads is what Chromium asked for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadBudget {
  /** The page a visit opens. */
  page: string;
  /** Whether the visitor is the seeded owner, signed in (else a guest). */
  signedIn: boolean;
  /** The most JavaScript (gzip, kB of 1024 bytes) its first load may bring. */
  maxKb: number;
}

/**
 * The sign-in screen, where most visits start, and the owner's dashboard without its charts, which load
 * once the page shows (spec: first loads within budget; the dashboard's charts are a lazy chunk).
 */
export const FIRST_LOAD_BUDGETS: readonly FirstLoadBudget[] = [
  // 149.9 kB on 2026-11-29: every route's definition is in the entry (TanStack Router splits loaders and
  // screens, not the search checks and static data it matches with), and the staff's overrides of the
  // messages apply before the first screen. Part 3's seven admin routes took it to 150.6 kB; Vite's preload
  // helper, gone (scripts/no-preload-helper.ts), brought it back. What is left is libraries (React DOM 64 kB,
  // the router 23, TanStack Query 9, tailwind-merge 8) and about 4 kB of route definitions.
  { page: '/auth/login', signedIn: false, maxKb: 150 },
  { page: '/dashboard', signedIn: true, maxKb: 190 },
];

/** Where a built file's sources show the charts: the visx libraries or the chart kit's component. */
const CHART_SOURCE = /node_modules\/@visx\/|src\/components\/charts\/chart\.tsx$/;

/**
 * Whether the built JavaScript file `pathname` (e.g. `/assets/chart-….js` in `dist`) holds the charts,
 * read from the sources its source map names, so that a renamed or regrouped chunk is still found.
 */
export function isChartChunk(dist: string, pathname: string): boolean {
  try {
    const map = JSON.parse(readFileSync(join(dist, `${pathname}.map`), 'utf8')) as { sources?: string[] };
    return (map.sources ?? []).some((source) => CHART_SOURCE.test(source));
  } catch {
    return false;
  }
}

/** The gzip size of a built file, as a compressing server or CDN would send it. */
export function gzipOf(dist: string, pathname: string): number {
  return gzipSync(readFileSync(join(dist, pathname))).length;
}

export interface LoadedScript {
  pathname: string;
  gzip: number;
}

/**
 * The build's JavaScript among the paths a visit asked for (each once, in the order asked), with their
 * gzip sizes, the charts' chunk aside: what a budget counts.
 */
export function budgetedScripts(dist: string, pathnames: readonly string[]): LoadedScript[] {
  return [...new Set(pathnames)]
    .filter((pathname) => /^\/assets\/.+\.js$/.test(pathname) && !isChartChunk(dist, pathname))
    .map((pathname) => ({ pathname, gzip: gzipOf(dist, pathname) }));
}

export interface BudgetResult {
  budget: FirstLoadBudget;
  scripts: LoadedScript[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const totalOf = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((sum, file) => sum + file.gzip, 0);

/** The results over their budget. */
export function overBudget(results: readonly BudgetResult[]): BudgetResult[] {
  return results.filter(({ budget, scripts }) => totalOf(scripts) > budget.maxKb * 1024);
}

/**
 * A table of each page's first load against its budget, by how much a page is over, and its largest files,
 * so that whoever grew it sees where.
 */
export function budgetTable(results: readonly BudgetResult[]): string {
  const lines = [`${'page'.padEnd(14)} ${'JavaScript (gzip)'.padStart(18)} ${'budget'.padStart(9)}  verdict`];
  for (const { budget, scripts } of results) {
    const total = totalOf(scripts);
    const over = total - budget.maxKb * 1024;
    const verdict = over > 0 ? `OVER by ${kb(over)}` : `within, ${kb(-over)} left`;
    lines.push(
      `${budget.page.padEnd(14)} ${`${kb(total)} in ${String(scripts.length)} files`.padStart(18)} ${`${String(budget.maxKb)} kB`.padStart(9)}  ${verdict}`,
    );
    const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, over > 0 ? 8 : 3);
    for (const file of largest) lines.push(`    ${kb(file.gzip).padStart(9)}  ${file.pathname}`);
  }
  return lines.join('\n');
}
