import { bucketIndex } from './buckets.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A UTC day read from the daily rollups, counted in one bucket. */
export interface PlannedDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  bucket: number;
}

/** An hour read from the hourly rollups: added to one bucket, and taken out of another if given. */
export interface PlannedHour {
  hour: number;
  bucket: number;
  /** The bucket its day was counted in whole, which must give this hour back. */
  takenFrom?: number;
}

/**
 * Which rollup rows make up the buckets `starts` … `end` (instants on whole hours), reading as few
 * rows as possible. A UTC day inside the period is read from the daily rollups and counted in the
 * bucket most of its hours belong to; each of its hours that belongs to another bucket of the user's
 * time zone (one or two a day in Warsaw, eight in Los Angeles) is read from the hourly rollups, moved
 * from that bucket to its own. The partial days at the period's ends are read hour by hour.
 */
export function readPlan({ starts, end }: { starts: readonly number[]; end: number }) {
  const days: PlannedDay[] = [];
  const hours: PlannedHour[] = [];
  const from = starts[0] ?? end;
  for (let dayStart = Math.floor(from / DAY_MS) * DAY_MS; dayStart < end; dayStart += DAY_MS) {
    const inPeriod = Array.from({ length: 24 }, (_, index) => dayStart + index * HOUR_MS).filter(
      (hour) => hour >= from && hour < end,
    );
    const bucketOf = new Map(inPeriod.map((hour) => [hour, bucketIndex(starts, hour)]));
    if (inPeriod.length < 24) {
      for (const [hour, bucket] of bucketOf) hours.push({ hour, bucket });
      continue;
    }
    const main = mostFrequent([...bucketOf.values()]);
    days.push({ day: new Date(dayStart).toISOString().slice(0, 10), bucket: main });
    for (const [hour, bucket] of bucketOf) {
      if (bucket !== main) hours.push({ hour, bucket, takenFrom: main });
    }
  }
  return { days, hours };
}

/** The value found most often (the first of equals). */
function mostFrequent(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? 0;
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}
