import { afterEach, describe, expect, it } from 'vitest';
import { dateToDay, dayIn, dayToDate, isDay } from './calendar-day';

const browserZone = process.env.TZ;

afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('isDay', () => {
  it('takes real days written YYYY-MM-DD', () => {
    expect(isDay('2026-11-24')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-05', '24.11.2026', '', undefined]) {
      expect(isDay(text)).toBe(false);
    }
  });
});

describe('dayToDate and dateToDay', () => {
  it('go there and back on the browser’s clock, even on a day whose midnight is skipped', () => {
    process.env.TZ = 'America/Santiago';
    // Chile's clocks jump from 00:00 to 01:00 on 6 September 2026.
    expect(dateToDay(dayToDate('2026-09-06'))).toBe('2026-09-06');
    expect(dayToDate('2026-09-06').getDate()).toBe(6);
  });
});

describe('dayIn', () => {
  it('names the day of the zone at that instant', () => {
    const now = new Date('2026-11-30T23:30:00Z');
    expect(dayIn('Europe/Warsaw', now)).toBe('2026-12-01');
    expect(dayIn('America/New_York', now)).toBe('2026-11-30');
    expect(dayIn('UTC', now)).toBe('2026-11-30');
  });
});
