// Where the first-load benchmarks find their build and which ports they take, so that several builds (each
// helper's own `dist-*`) can be measured side by side on one machine.
import { resolve } from 'node:path';

/**
 * The build to measure: DIST_DIR when set (resolved from the working directory, as the server resolves the
 * same variable, which it inherits from the benchmark), else `dist`. Ends with a slash.
 */
export const BENCH_DIST = `${resolve(process.env.DIST_DIR ?? new URL('../dist/', import.meta.url).pathname)}/`;

/** The first of the ports the first-load benchmarks use: BENCH_PORT when set, else 4330. */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4330);

/** The `offset`-th port from BENCH_PORT (4330 unless set). */
export function benchPort(offset: number): number {
  return BASE_PORT + offset;
}
