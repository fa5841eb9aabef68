import { describe, expect, it } from 'vitest';
import {
  dateLocaleOf,
  formatDay,
  formatDayRange,
  formatMoment,
  formatMomentRange,
  resolveTimeZone,
} from './date-format';

/** Intl spaces some separators with narrow or thin spaces; plain ones read the same in a test. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('resolveTimeZone', () => {
  it('takes the user’s zone when this browser knows it, else the browser’s, else UTC', () => {
    expect(resolveTimeZone('Europe/Warsaw', 'America/New_York')).toBe('Europe/Warsaw');
    expect(resolveTimeZone('Mars/Olympus_Mons', 'America/New_York')).toBe('America/New_York');
    expect(resolveTimeZone(null, 'America/New_York')).toBe('America/New_York');
    expect(resolveTimeZone(undefined, 'Nowhere/Else')).toBe('UTC');
  });
});

describe('dateLocaleOf', () => {
  it('writes English dates the British way and the other languages as they are', () => {
    expect(dateLocaleOf('en')).toBe('en-GB');
    expect(dateLocaleOf('de')).toBe('de');
  });
});

describe('formatMoment', () => {
  const moment = new Date('2026-02-03T23:30:00Z');

  it('shows an instant on the user’s clock, in their language', () => {
    expect(plain(formatMoment(moment, 'dateTime', { locale: 'en', timeZone: 'Europe/Warsaw' }))).toBe(
      '4 Feb 2026, 00:30',
    );
    expect(formatMoment(moment, 'longDay', { locale: 'pl', timeZone: 'America/New_York' })).toBe(
      '3 lutego 2026',
    );
    expect(formatMoment(moment.toISOString(), 'day', { locale: 'de', timeZone: 'UTC' })).toBe('03.02.2026');
  });
});

describe('formatMomentRange', () => {
  it('writes two instants as one span of days on the user’s clock', () => {
    const context = { locale: 'en', timeZone: 'Europe/Warsaw' };
    // 23:30 UTC on 31 December is already 1 January in Warsaw.
    expect(
      plain(formatMomentRange('2025-12-31T23:30:00Z', '2026-02-01T10:00:00Z', 'calendarDay', context)),
    ).toBe('1 Jan – 1 Feb 2026');
  });
});

describe('formatDay and formatDayRange', () => {
  it('write calendar days with the month in words, whatever the zone', () => {
    expect(formatDay('2026-03-18', 'de')).toBe('18. März 2026');
    expect(formatDay('2026-03-18', 'en')).toBe('18 Mar 2026');
  });

  it('share what the two ends share', () => {
    expect(formatDayRange('2026-03-18', '2026-03-27', 'de')).toBe('18.–27. März 2026');
    expect(plain(formatDayRange('2026-03-30', '2026-04-02', 'en'))).toBe('30 Mar – 2 Apr 2026');
    expect(formatDayRange('2026-03-18', '2026-03-18', 'fr')).toBe('18 mars 2026');
  });
});
