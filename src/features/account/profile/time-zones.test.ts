import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneNames } from './time-zones';

describe('timeZoneNames', () => {
  it('lists the supported zones in order, with UTC and the current zone added when missing', () => {
    expect(timeZoneNames('Etc/GMT+3', ['Europe/Warsaw', 'America/New_York'])).toEqual([
      'America/New_York',
      'Etc/GMT+3',
      'Europe/Warsaw',
      'UTC',
    ]);
  });

  it('names each zone once', () => {
    expect(timeZoneNames('UTC', ['UTC', 'Europe/Warsaw'])).toEqual(['Europe/Warsaw', 'UTC']);
  });

  it('offers the zones the browser supports by default', () => {
    expect(timeZoneNames('UTC')).toContain('Europe/Warsaw');
  });
});

describe('timeZoneLabel', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('shows the zone with spaces and its offset at that moment', () => {
    expect(timeZoneLabel('America/New_York', 'en', winter)).toBe('America/New York (GMT-05:00)');
    expect(timeZoneLabel('Europe/Warsaw', 'en', new Date('2026-07-15T12:00:00Z'))).toBe(
      'Europe/Warsaw (GMT+02:00)',
    );
  });

  it('falls back to the name for a zone the engine does not know', () => {
    expect(timeZoneLabel('Mars/Olympus_Mons', 'en', winter)).toBe('Mars/Olympus Mons');
  });
});
