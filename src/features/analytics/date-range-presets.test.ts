import { describe, expect, it } from 'vitest';
import {
  dayCount,
  defaultInterval,
  intervalFor,
  intervalsFor,
  MAX_RANGE_DAYS,
  resolveRange,
} from './date-range-presets';

const WARSAW = 'Europe/Warsaw';

describe('resolveRange', () => {
  it('reads every preset off the clock in the user’s time zone', () => {
    const now = new Date('2026-11-18T10:00:00Z');
    expect(resolveRange('today', now, WARSAW)).toEqual({
      range: 'today',
      from: '2026-11-18',
      to: '2026-11-18',
    });
    expect(resolveRange('yesterday', now, WARSAW)).toEqual({
      range: 'yesterday',
      from: '2026-11-17',
      to: '2026-11-17',
    });
    expect(resolveRange('last7Days', now, WARSAW)).toMatchObject({ from: '2026-11-12', to: '2026-11-18' });
    expect(resolveRange('last30Days', now, WARSAW)).toMatchObject({ from: '2026-10-20', to: '2026-11-18' });
    expect(resolveRange('last90Days', now, WARSAW)).toMatchObject({ from: '2026-08-21', to: '2026-11-18' });
    expect(resolveRange('thisMonth', now, WARSAW)).toMatchObject({ from: '2026-11-01', to: '2026-11-18' });
    expect(resolveRange('lastMonth', now, WARSAW)).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('crosses a month and a year boundary at midnight of the user’s zone, not of UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Warsaw.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(resolveRange('thisMonth', now, WARSAW)).toMatchObject({ from: '2027-01-01', to: '2027-01-01' });
    expect(resolveRange('lastMonth', now, WARSAW)).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(resolveRange('yesterday', now, WARSAW)).toMatchObject({ from: '2026-12-31', to: '2026-12-31' });
    expect(resolveRange('thisMonth', now, 'America/Los_Angeles')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('gives last month its own length, February included', () => {
    const now = new Date('2028-03-10T12:00:00Z');
    expect(resolveRange('lastMonth', now, WARSAW)).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolveRange('lastMonth', new Date('2027-03-01T12:00:00Z'), WARSAW)).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });

  it('keeps whole days across the spring and autumn clock changes in Europe/Warsaw', () => {
    // 29 March 2026 has 23 hours in Warsaw, 25 October 2026 has 25.
    const spring = resolveRange('last7Days', new Date('2026-03-31T21:30:00Z'), WARSAW);
    expect(spring).toMatchObject({ from: '2026-03-25', to: '2026-03-31' });
    expect(dayCount(spring)).toBe(7);
    const autumn = resolveRange('yesterday', new Date('2026-10-25T23:30:00Z'), WARSAW);
    // 00:30 on 26 October in Warsaw (UTC+1 since the change): yesterday is the 25-hour day.
    expect(autumn).toMatchObject({ from: '2026-10-25', to: '2026-10-25' });
    expect(dayCount(autumn)).toBe(1);
  });

  it('takes a custom range as it is, in order', () => {
    const now = new Date('2026-11-18T10:00:00Z');
    expect(resolveRange('custom', now, WARSAW, { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(resolveRange('custom', now, WARSAW, { from: '2026-03-31', to: '2026-03-01' })).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('falls back to the last 30 days for a custom range without two real days', () => {
    const now = new Date('2026-11-18T10:00:00Z');
    expect(resolveRange('custom', now, WARSAW, { from: '2026-02-30', to: '2026-03-01' })).toEqual({
      range: 'last30Days',
      from: '2026-10-20',
      to: '2026-11-18',
    });
    expect(resolveRange('custom', now, WARSAW)).toMatchObject({ range: 'last30Days' });
  });

  it('keeps the last 366 days of a longer custom range', () => {
    const now = new Date('2026-11-18T10:00:00Z');
    const range = resolveRange('custom', now, WARSAW, { from: '2020-01-01', to: '2026-06-30' });
    expect(range).toMatchObject({ from: '2025-06-30', to: '2026-06-30' });
    expect(dayCount(range)).toBe(MAX_RANGE_DAYS);
  });
});

describe('dayCount', () => {
  it('counts both ends, over a month’s end and a clock change', () => {
    expect(dayCount({ from: '2026-11-18', to: '2026-11-18' })).toBe(1);
    expect(dayCount({ from: '2026-01-30', to: '2026-03-01' })).toBe(31);
    expect(dayCount({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(dayCount({ from: '2026-10-24', to: '2026-10-26' })).toBe(3);
  });
});

describe('intervals', () => {
  it('offers hours only up to 7 days, weeks from 14 and months from 60', () => {
    expect(intervalsFor(1)).toEqual(['hour', 'day']);
    expect(intervalsFor(7)).toEqual(['hour', 'day']);
    expect(intervalsFor(8)).toEqual(['day']);
    expect(intervalsFor(30)).toEqual(['day', 'week']);
    expect(intervalsFor(90)).toEqual(['day', 'week', 'month']);
  });

  it('starts a period with a bucket size that fits its length', () => {
    expect(defaultInterval(1)).toBe('hour');
    expect(defaultInterval(7)).toBe('day');
    expect(defaultInterval(90)).toBe('day');
    expect(defaultInterval(180)).toBe('week');
  });

  it('keeps a chosen bucket size that fits, and replaces one that does not', () => {
    expect(intervalFor(30, 'week')).toBe('week');
    expect(intervalFor(30, 'hour')).toBe('day');
    expect(intervalFor(1, undefined)).toBe('hour');
  });
});
