import { afterEach, describe, expect, it } from 'vitest';
import { presetOf, presetRanges } from './date-presets';

const browserZone = process.env.TZ;

afterEach(() => {
  // Node re-reads its zone whenever TZ is assigned; the next test gets the machine's back.
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('presetRanges', () => {
  it('counts today in "last N days" and runs this month up to today', () => {
    expect(presetRanges(new Date('2026-11-18T10:00:00Z'), 'Europe/Warsaw')).toEqual({
      today: { from: '2026-11-18', to: '2026-11-18' },
      yesterday: { from: '2026-11-17', to: '2026-11-17' },
      last7Days: { from: '2026-11-12', to: '2026-11-18' },
      last30Days: { from: '2026-10-20', to: '2026-11-18' },
      last90Days: { from: '2026-08-21', to: '2026-11-18' },
      thisMonth: { from: '2026-11-01', to: '2026-11-18' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
    });
  });

  it('takes today from the user’s time zone, not from UTC', () => {
    const now = new Date('2026-11-30T23:30:00Z');
    // Already 1 December in Warsaw: a new month, and November is the last one.
    expect(presetRanges(now, 'Europe/Warsaw')).toMatchObject({
      today: { from: '2026-12-01', to: '2026-12-01' },
      yesterday: { from: '2026-11-30', to: '2026-11-30' },
      thisMonth: { from: '2026-12-01', to: '2026-12-01' },
      lastMonth: { from: '2026-11-01', to: '2026-11-30' },
    });
    // Still the afternoon of 30 November in New York.
    expect(presetRanges(now, 'America/New_York')).toMatchObject({
      today: { from: '2026-11-30', to: '2026-11-30' },
      thisMonth: { from: '2026-11-01', to: '2026-11-30' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
    });
  });

  it('follows the zone’s clock change: the same UTC hour is another day in summer and winter', () => {
    // 22:30 UTC is 00:30 the next day in Warsaw's summer time, 23:30 the same day in its winter time.
    expect(presetRanges(new Date('2026-10-24T22:30:00Z'), 'Europe/Warsaw').today.from).toBe('2026-10-25');
    expect(presetRanges(new Date('2026-10-25T22:30:00Z'), 'Europe/Warsaw').today.from).toBe('2026-10-25');
    // The night summer time starts: 23:30 UTC on 28 March is already 29 March.
    const spring = presetRanges(new Date('2026-03-28T23:30:00Z'), 'Europe/Warsaw');
    expect(spring.today.from).toBe('2026-03-29');
    expect(spring.yesterday.from).toBe('2026-03-28');
    expect(presetRanges(new Date('2026-03-30T10:00:00Z'), 'Europe/Warsaw').last7Days).toEqual({
      from: '2026-03-24',
      to: '2026-03-30',
    });
  });

  it('ends last month on its own last day, in a leap year and across a new year', () => {
    const leap = presetRanges(new Date('2028-03-31T12:00:00Z'), 'UTC');
    expect(leap.lastMonth).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(leap.last30Days).toEqual({ from: '2028-03-02', to: '2028-03-31' });
    expect(leap.thisMonth).toEqual({ from: '2028-03-01', to: '2028-03-31' });
    const january = presetRanges(new Date('2027-01-01T12:00:00Z'), 'UTC');
    expect(january.lastMonth).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(january.yesterday).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(january.last7Days).toEqual({ from: '2026-12-26', to: '2027-01-01' });
  });

  it('gives the same days whatever the browser’s own zone, even one whose midnight is skipped', () => {
    const now = new Date('2026-09-10T12:00:00Z');
    const inUtc = presetRanges(now, 'Europe/Warsaw');
    // Chile moves its clocks from 00:00 to 01:00 on 6 September 2026: that day has no midnight.
    process.env.TZ = 'America/Santiago';
    expect(presetRanges(now, 'Europe/Warsaw')).toEqual(inUtc);
    expect(inUtc.last7Days).toEqual({ from: '2026-09-04', to: '2026-09-10' });
  });
});

describe('presetOf', () => {
  const ranges = presetRanges(new Date('2026-11-18T10:00:00Z'), 'UTC');

  it('names the preset a range is', () => {
    expect(presetOf({ from: '2026-11-12', to: '2026-11-18' }, ranges)).toBe('last7Days');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, ranges)).toBe('lastMonth');
  });

  it('names none for a custom or open range', () => {
    expect(presetOf({ from: '2026-11-02', to: '2026-11-05' }, ranges)).toBeUndefined();
    expect(presetOf({ from: '2026-11-18' }, ranges)).toBeUndefined();
    expect(presetOf({}, ranges)).toBeUndefined();
  });
});
