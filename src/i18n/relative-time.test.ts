import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('reads the last few seconds as now', () => {
    expect(formatRelativeTime(ago(4_000), NOW, 'en')).toBe('now');
  });

  it('picks the unit that reads best', () => {
    expect(formatRelativeTime(ago(40_000), NOW, 'en')).toBe('40 seconds ago');
    expect(formatRelativeTime(ago(59_600), NOW, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(90 * MINUTE), NOW, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(ago(DAY), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(20 * DAY), NOW, 'en')).toBe('3 weeks ago');
    expect(formatRelativeTime(ago(100 * DAY), NOW, 'en')).toBe('3 months ago');
    expect(formatRelativeTime(ago(800 * DAY), NOW, 'en')).toBe('2 years ago');
  });

  it('speaks the given language', () => {
    expect(formatRelativeTime(ago(3 * HOUR), NOW, 'de')).toBe('vor 3 Stunden');
    expect(formatRelativeTime(ago(5 * MINUTE), NOW, 'pl')).toBe('5 minut temu');
  });

  it('takes the date as the API sends it, as text', () => {
    expect(formatRelativeTime('2026-11-22T11:00:00Z', NOW, 'en')).toBe('1 hour ago');
  });

  it('reads a time ahead of the clock as in the future', () => {
    expect(formatRelativeTime(new Date(NOW + 2 * HOUR), NOW, 'en')).toBe('in 2 hours');
  });
});
