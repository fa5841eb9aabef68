import { describe, expect, it } from 'vitest';
import { comparedPeriod, percentChange, pointsChange } from './analytics-period.ts';
import { alignBuckets, bucketIndex, bucketStarts, fillBuckets } from './buckets.ts';
import { localMidnight } from './zoned-time.ts';

const iso = (instant: number) => new Date(instant).toISOString();

describe('local days in a time zone', () => {
  it('begins each day at its own offset across a daylight-saving change', () => {
    expect(iso(localMidnight('2026-03-29', 'Europe/Warsaw'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(localMidnight('2026-03-30', 'Europe/Warsaw'))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(localMidnight('2026-10-25', 'Europe/Warsaw'))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(localMidnight('2026-10-26', 'Europe/Warsaw'))).toBe('2026-10-25T23:00:00.000Z');
    expect(iso(localMidnight('2026-11-24', 'America/Los_Angeles'))).toBe('2026-11-24T08:00:00.000Z');
  });
});

describe('bucketStarts', () => {
  it('gives a 23-hour and a 25-hour day their hours', () => {
    const spring = bucketStarts({ startDate: '2026-03-29', endDate: '2026-03-29' }, 'hour', 'Europe/Warsaw');
    expect(spring.starts).toHaveLength(23);
    const autumn = bucketStarts({ startDate: '2026-10-25', endDate: '2026-10-25' }, 'hour', 'Europe/Warsaw');
    expect(autumn.starts).toHaveLength(25);
    expect(iso(autumn.end)).toBe('2026-10-25T23:00:00.000Z');
  });

  it('starts weeks on Monday, the first bucket with the period', () => {
    // 2026-11-04 is a Wednesday; the 9th and the 16th are Mondays.
    const { starts } = bucketStarts({ startDate: '2026-11-04', endDate: '2026-11-18' }, 'week', 'UTC');
    expect(starts.map(iso)).toEqual([
      '2026-11-04T00:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
    ]);
  });

  it('starts months on the 1st in the zone', () => {
    const { starts } = bucketStarts(
      { startDate: '2026-02-15', endDate: '2026-04-02' },
      'month',
      'Europe/Warsaw',
    );
    expect(starts.map(iso)).toEqual([
      '2026-02-14T23:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
    ]);
  });
});

describe('fillBuckets', () => {
  it('sums hours into their bucket and fills the gaps with zeros', () => {
    const buckets = bucketStarts({ startDate: '2026-11-01', endDate: '2026-11-03' }, 'day', 'UTC');
    const at = (text: string) => ({ hour: Date.parse(text), events: 1 });
    const rows = [
      at('2026-11-01T05:00:00Z'),
      at('2026-11-01T23:00:00Z'),
      at('2026-11-03T00:00:00Z'),
      at('2026-11-04T00:00:00Z'),
    ];
    const sums = fillBuckets(
      buckets,
      rows,
      () => ({ events: 0 }),
      (bucket, row) => (bucket.events += row.events),
    );
    expect(sums).toEqual([{ events: 2 }, { events: 0 }, { events: 1 }]);
  });

  it('finds the bucket of an instant, -1 before the first', () => {
    expect(bucketIndex([10, 20, 30], 5)).toBe(-1);
    expect(bucketIndex([10, 20, 30], 20)).toBe(1);
    expect(bucketIndex([10, 20, 30], 99)).toBe(2);
  });

  it('lays a compared series beside the current one, index by index', () => {
    expect(alignBuckets([1, 2, 3], ['a', 'b'], () => 'zero')).toEqual(['a', 'b', 'zero']);
    expect(alignBuckets([1], ['a', 'b'], () => 'zero')).toEqual(['a']);
  });
});

describe('compared periods', () => {
  it('takes as many days just before, or the same days a year earlier', () => {
    expect(comparedPeriod({ startDate: '2026-03-01', endDate: '2026-03-10' }, 'previous_period')).toEqual({
      startDate: '2026-02-19',
      endDate: '2026-02-28',
    });
    expect(comparedPeriod({ startDate: '2028-02-29', endDate: '2028-03-05' }, 'previous_year')).toEqual({
      startDate: '2027-02-28',
      endDate: '2027-03-05',
    });
  });

  it('measures changes in percent and rates in points', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.67);
    expect(percentChange(5, 0)).toBeNull();
    expect(pointsChange(97.5, 95)).toBe(2.5);
    expect(pointsChange(97.5, null)).toBeNull();
  });
});
