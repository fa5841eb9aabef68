// How the read benchmarks time the real server: one request at a time, some unmeasured first, within a
// time budget, and one printed line per measurement with its median and p95.
import { percentile } from './bench-events-server.ts';

const WARM_UP = 10;
const SAMPLES = 100;
/**
 * How long one measurement may take (BENCH_BUDGET_SECONDS, 30 by default): a slow request is measured
 * fewer times (at least MIN_SAMPLES), and the output says how many, so a script stays within minutes
 * whatever the server does.
 */
export const BUDGET_MS = Number(process.env.BENCH_BUDGET_SECONDS ?? 30) * 1000;
const MIN_SAMPLES = 5;

/** How each measurement is sampled, for a benchmark's heading. */
export const SAMPLING = `${String(SAMPLES)} requests each after ${String(WARM_UP)} unmeasured, fewer past ${String(BUDGET_MS / 1000)} s`;

/** Asks for `url` as the bearer of `token` and answers the parsed body; throws on anything but 200. */
export async function getJson(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Asks for `url` one request at a time, WARM_UP times unmeasured and SAMPLES times measured (fewer
 * when they outlast BUDGET_MS); answers the measured times in milliseconds and the last body.
 */
export async function measure(url: string, token: string) {
  const times: number[] = [];
  let body: unknown;
  const started = performance.now();
  for (let index = 0; index < WARM_UP + SAMPLES; index++) {
    const sent = performance.now();
    body = await getJson(url, token);
    if (index >= WARM_UP) times.push(performance.now() - sent);
    const spent = performance.now() - started;
    // A slow request cuts the warm-up short and the samples too.
    if (spent > BUDGET_MS / 3 && index < WARM_UP) index = WARM_UP - 1;
    if (spent > BUDGET_MS && times.length >= MIN_SAMPLES) break;
  }
  return { times, body };
}

/** The median and the p95 of `times`. */
export function quantiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** `; N samples` when the budget cut the samples short, nothing otherwise: for a row's note. */
export const fewerSamples = (times: number[]) =>
  times.length < SAMPLES ? `; ${String(times.length)} samples` : '';

/** Prints one measurement: its name, median, p95 and `note`. */
export function row(name: string, times: number[], note: string) {
  const { median, p95 } = quantiles(times);
  console.log(
    `    ${name.padEnd(44)} median ${median.toFixed(1).padStart(6)} ms` +
      `   p95 ${p95.toFixed(1).padStart(6)} ms   ${note}`,
  );
}
