import { describe, expect, it } from 'vitest';
import { formatTimeLength, formatWaitingTime } from './waiting-time';

const now = Date.parse('2026-11-25T12:00:00Z');
const before = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('formatWaitingTime', () => {
  it.each([
    [0, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [299, '4 hours'],
    [47 * 60, '47 hours'],
    [2 * 24 * 60, '2 days'],
    [10 * 24 * 60 + 5, '10 days'],
  ])('says %i minutes of waiting as "%s"', (minutes, words) => {
    expect(formatWaitingTime(before(minutes), now, 'en')).toBe(words);
  });

  it('speaks the given language', () => {
    expect(formatWaitingTime(before(3 * 24 * 60), now, 'pl')).toBe('3 dni');
  });

  it('reads a time stamp a little ahead of the clock as just now', () => {
    expect(formatWaitingTime(new Date(now + 5_000), now, 'en')).toBe('1 minute');
  });
});

describe('formatTimeLength', () => {
  it('says an average of minutes in the largest whole unit', () => {
    expect(formatTimeLength(150 * 60_000, 'en')).toBe('2 hours');
  });
});
