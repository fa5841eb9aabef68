/** The minutes of figures kept: the last hour. */
export const FIGURES_WINDOW_MINUTES = 60;

/**
 * Latencies are counted in buckets growing by 10 % from 0.1 ms, so a percentile is known to within
 * 10 % and a minute of one operation costs at most ~150 counters, however many requests it had.
 */
const BUCKET_GROWTH = 1.1;
const SMALLEST_MS = 0.1;
const bucketOf = (ms: number) =>
  ms <= SMALLEST_MS ? 0 : Math.ceil(Math.log(ms / SMALLEST_MS) / Math.log(BUCKET_GROWTH));
const upperBoundOf = (bucket: number) => SMALLEST_MS * BUCKET_GROWTH ** bucket;

interface OperationMinute {
  requests: number;
  errors: number;
  latencies: Map<number, number>;
}

export interface OperationFigures {
  operation: string;
  requests: number;
  perMinute: number;
  p50Ms: number | null;
  p95Ms: number | null;
  errorPercent: number;
}

/** The latency under which `share` of the counted requests fall (a bucket's upper bound), or null. */
function percentile(latencies: Map<number, number>, count: number, share: number): number | null {
  if (!count) return null;
  const wanted = Math.ceil(count * share);
  let seen = 0;
  for (const bucket of [...latencies.keys()].sort((a, b) => a - b)) {
    seen += latencies.get(bucket) ?? 0;
    if (seen >= wanted) return Math.round(upperBoundOf(bucket) * 100) / 100;
  }
  return null;
}

function summed(minutes: OperationMinute[]): OperationMinute {
  const total: OperationMinute = { requests: 0, errors: 0, latencies: new Map() };
  for (const minute of minutes) {
    total.requests += minute.requests;
    total.errors += minute.errors;
    for (const [bucket, count] of minute.latencies)
      total.latencies.set(bucket, (total.latencies.get(bucket) ?? 0) + count);
  }
  return total;
}

function figuresOf(operation: string, minute: OperationMinute, windowMinutes: number): OperationFigures {
  return {
    operation,
    requests: minute.requests,
    perMinute: Math.round((minute.requests / windowMinutes) * 100) / 100,
    p50Ms: percentile(minute.latencies, minute.requests, 0.5),
    p95Ms: percentile(minute.latencies, minute.requests, 0.95),
    errorPercent: minute.requests ? Math.round((minute.errors / minute.requests) * 10000) / 100 : 0,
  };
}

/**
 * The API's requests of this process over the last hour: per operation and minute, a count, the 5xx
 * answers and a histogram of latencies. Minutes older than the hour are dropped as new ones start, so
 * the memory held is bounded by the hour's minutes times the operations.
 */
export function requestFigures(clock: () => Date) {
  const minutes = new Map<number, Map<string, OperationMinute>>();
  const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

  function forget(current: number) {
    for (const minute of minutes.keys())
      if (minute <= current - FIGURES_WINDOW_MINUTES) minutes.delete(minute);
  }

  return {
    /** Counts one answered request of `operation` that took `ms` with `status`. */
    record(operation: string, ms: number, status: number) {
      const current = minuteOf(clock());
      let byOperation = minutes.get(current);
      if (!byOperation) {
        forget(current);
        byOperation = new Map();
        minutes.set(current, byOperation);
      }
      let figures = byOperation.get(operation);
      if (!figures) {
        figures = { requests: 0, errors: 0, latencies: new Map() };
        byOperation.set(operation, figures);
      }
      figures.requests += 1;
      if (status >= 500) figures.errors += 1;
      const bucket = bucketOf(ms);
      figures.latencies.set(bucket, (figures.latencies.get(bucket) ?? 0) + 1);
    },
    /** The hour's figures: all requests together, and per operation, busiest first. */
    lastHour(): { all: OperationFigures; operations: OperationFigures[] } {
      const current = minuteOf(clock());
      const inWindow = [...minutes.entries()].filter(
        ([minute]) => minute > current - FIGURES_WINDOW_MINUTES && minute <= current,
      );
      const perOperation = new Map<string, OperationMinute[]>();
      for (const [, byOperation] of inWindow)
        for (const [operation, figures] of byOperation)
          perOperation.set(operation, [...(perOperation.get(operation) ?? []), figures]);
      const operations = [...perOperation.entries()]
        .map(([operation, list]) => figuresOf(operation, summed(list), FIGURES_WINDOW_MINUTES))
        .sort((a, b) => b.requests - a.requests || a.operation.localeCompare(b.operation));
      const all = figuresOf(
        'all',
        summed(inWindow.flatMap(([, byOperation]) => [...byOperation.values()])),
        FIGURES_WINDOW_MINUTES,
      );
      return { all, operations };
    },
  };
}

export type RequestFigures = ReturnType<typeof requestFigures>;
