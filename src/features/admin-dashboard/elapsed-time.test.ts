import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed-time';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000);

describe('formatElapsed', () => {
  it('counts minutes under an hour, hours under two days, then days', () => {
    expect(formatElapsed(ago(45), NOW, 'en')).toBe('45 minutes');
    expect(formatElapsed(ago(5 * 60 + 59), NOW, 'en')).toBe('5 hours');
    expect(formatElapsed(ago(47 * 60), NOW, 'en')).toBe('47 hours');
    expect(formatElapsed(ago(3 * 24 * 60), NOW, 'pl')).toBe('3 dni');
  });

  it('reads a moment a little ahead of the clock as the shortest length', () => {
    expect(formatElapsed(new Date(NOW + 5000), NOW, 'en')).toBe('1 minute');
  });
});
