import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactivityTimings } from './inactivity';
import { ACTIVITY_STORAGE_KEY, startInactivityMonitor, type InactivityMonitor } from './inactivity-monitor';

const MINUTE = 60_000;
let monitor: InactivityMonitor | undefined;

function start() {
  const calls = { warnings: [] as boolean[], timeouts: 0 };
  monitor = startInactivityMonitor({
    timings: inactivityTimings(1800),
    onWarningChange: (warning) => calls.warnings.push(warning),
    onTimeout: () => {
      calls.timeouts += 1;
    },
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  monitor?.stop();
  vi.useRealTimers();
});

describe('startInactivityMonitor', () => {
  it('warns in the last minute and times out after more than 30 minutes without activity', () => {
    const calls = start();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(calls.warnings).toEqual([]);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.warnings).toEqual([true]);
    expect(calls.timeouts).toBe(0);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.timeouts).toBe(1);
  });

  it.each(['mousemove', 'keydown', 'click', 'touchstart'])('counts a %s as activity', (type) => {
    const calls = start();
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(calls.warnings).toEqual([]);
    expect(calls.timeouts).toBe(0);
    vi.advanceTimersByTime(11 * MINUTE);
    expect(calls.timeouts).toBe(1);
  });

  it('checks only once a minute, so the log-out comes at the first check past 30 minutes', () => {
    const calls = start();
    vi.advanceTimersByTime(30 * 1000);
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(calls.timeouts).toBe(0);
    vi.advanceTimersByTime(30 * 1000);
    expect(calls.timeouts).toBe(1);
  });

  it('warns first when a late check finds the time-out passed, and signs out at the next check', () => {
    const calls = start();
    vi.advanceTimersByTime(29 * MINUTE);
    // The next check comes a second late, past the time-out: the warning's minute went by without one.
    vi.setSystemTime(Date.now() + 1000);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.warnings).toEqual([true]);
    expect(calls.timeouts).toBe(0);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.timeouts).toBe(1);
  });

  it('signs out at once when a check comes long after the time-out (a computer that slept)', () => {
    const calls = start();
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.warnings).toEqual([]);
    expect(calls.timeouts).toBe(1);
  });

  it('keeps the warning through a stray mouse move', () => {
    const calls = start();
    vi.advanceTimersByTime(30 * MINUTE);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(MINUTE);
    expect(calls.warnings).toEqual([true]);
    expect(calls.timeouts).toBe(1);
  });

  it('ends the warning and starts over when the user chooses to stay', () => {
    const calls = start();
    vi.advanceTimersByTime(30 * MINUTE);
    monitor?.staySignedIn();
    expect(calls.warnings).toEqual([true, false]);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(calls.timeouts).toBe(0);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(calls.timeouts).toBe(1);
  });

  it('counts activity in another tab, and ends the warning when it is reported', () => {
    const calls = start();
    vi.advanceTimersByTime(30 * MINUTE);
    localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_STORAGE_KEY }));
    expect(calls.warnings).toEqual([true, false]);
    vi.advanceTimersByTime(MINUTE);
    expect(calls.timeouts).toBe(0);
  });

  it('shares its own activity with other tabs', () => {
    start();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('keydown'));
    expect(localStorage.getItem(ACTIVITY_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('stops checking once stopped', () => {
    const calls = start();
    monitor?.stop();
    vi.advanceTimersByTime(40 * MINUTE);
    expect(calls.warnings).toEqual([]);
    expect(calls.timeouts).toBe(0);
  });
});
