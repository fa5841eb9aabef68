import { describe, expect, it } from 'vitest';
import { bucketStarts } from './buckets.ts';
import { readPlan } from './read-plan.ts';

const at = (text: string) => Date.parse(text);

describe('readPlan', () => {
  it('reads whole UTC days daily and the hours they share with another Warsaw day hourly', () => {
    const buckets = bucketStarts({ startDate: '2026-11-10', endDate: '2026-11-12' }, 'day', 'Europe/Warsaw');
    const { days, hours } = readPlan(buckets);
    // The period runs from 9 Nov 23:00 UTC to 12 Nov 23:00 UTC.
    expect(days).toEqual([
      { day: '2026-11-10', bucket: 0 },
      { day: '2026-11-11', bucket: 1 },
    ]);
    expect(hours).toEqual([
      { hour: at('2026-11-09T23:00:00Z'), bucket: 0 },
      { hour: at('2026-11-10T23:00:00Z'), bucket: 1, takenFrom: 0 },
      { hour: at('2026-11-11T23:00:00Z'), bucket: 2, takenFrom: 1 },
      ...Array.from({ length: 23 }, (_, index) => ({
        hour: at('2026-11-12T00:00:00Z') + index * 3_600_000,
        bucket: 2,
      })),
    ]);
  });

  it('counts every hour of the period exactly once, in its own bucket, across a daylight-saving change', () => {
    for (const [timeZone, interval] of [
      ['Europe/Warsaw', 'day'],
      ['America/Los_Angeles', 'day'],
      ['Europe/Warsaw', 'week'],
      ['UTC', 'month'],
    ] as const) {
      const buckets = bucketStarts({ startDate: '2026-10-20', endDate: '2026-11-08' }, interval, timeZone);
      const { days, hours } = readPlan(buckets);
      const counted = new Map<number, number>();
      const add = (bucket: number, by: number) => counted.set(bucket, (counted.get(bucket) ?? 0) + by);
      for (const day of days) add(day.bucket, 24);
      for (const hour of hours) {
        add(hour.bucket, 1);
        if (hour.takenFrom !== undefined) add(hour.takenFrom, -1);
      }
      const expected = buckets.starts.map(
        (start, index) => ((buckets.starts[index + 1] ?? buckets.end) - start) / 3_600_000,
      );
      expect([...counted].sort(([a], [b]) => a - b).map(([, count]) => count)).toEqual(expected);
    }
  });
});
