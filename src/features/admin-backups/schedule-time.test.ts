import { describe, expect, it } from 'vitest';
import { scheduleTime } from './schedule-time';

describe('scheduleTime', () => {
  it('says a daily expression as its time of day', () => {
    expect(scheduleTime('30 2 * * *')).toBe('02:30');
    expect(scheduleTime('5 14 * * *')).toBe('14:05');
  });

  it('leaves any other expression as it is', () => {
    expect(scheduleTime('*/15 * * * *')).toBe('*/15 * * * *');
    expect(scheduleTime('0 3 * * 1')).toBe('0 3 * * 1');
  });
});
