import type { Counts, TotalsPart } from './analytics.repo.ts';

export const emptyCounts = (): Counts => ({
  events: 0,
  processed: 0,
  failed: 0,
  pending: 0,
  conversions: 0,
  revenue: 0,
});

function add(into: Counts, { counts, sign }: Pick<TotalsPart, 'counts' | 'sign'>) {
  into.events += sign * counts.events;
  into.processed += sign * counts.processed;
  into.failed += sign * counts.failed;
  into.pending += sign * counts.pending;
  into.conversions += sign * counts.conversions;
  into.revenue += sign * counts.revenue;
}

/** The parts summed per bucket, every one of the `count` buckets present. */
export function sumPerBucket(parts: readonly TotalsPart[], count: number): Counts[] {
  const buckets = Array.from({ length: count }, emptyCounts);
  for (const part of parts) {
    const bucket = buckets[part.bucket];
    if (bucket) add(bucket, part);
  }
  return buckets;
}

/** The parts summed per domain (domains without parts are absent). */
export function sumPerDomain(parts: readonly TotalsPart[]): Map<string, Counts> {
  const domains = new Map<string, Counts>();
  for (const part of parts) {
    let counts = domains.get(part.domainId);
    if (!counts) domains.set(part.domainId, (counts = emptyCounts()));
    add(counts, part);
  }
  return domains;
}

/** All the parts summed, and how many domains had events. */
export function sumAll(parts: readonly TotalsPart[]) {
  const total = emptyCounts();
  const perDomain = sumPerDomain(parts);
  for (const counts of perDomain.values()) add(total, { counts, sign: 1 });
  const activeDomains = [...perDomain.values()].filter((counts) => counts.events > 0).length;
  return { ...total, activeDomains };
}
