import { describe, expect, it } from 'vitest';
import { inactivityPhase, inactivityTimings } from './inactivity';

describe('inactivityTimings', () => {
  it('times out after 30 minutes, checked every 60 s, warning a minute before, by default', () => {
    expect(inactivityTimings(1800)).toEqual({
      timeoutMs: 1_800_000,
      warningMs: 60_000,
      checkEveryMs: 60_000,
    });
  });

  it('warns a third of the time-out ahead when that is under a minute', () => {
    expect(inactivityTimings(90)).toEqual({ timeoutMs: 90_000, warningMs: 30_000, checkEveryMs: 30_000 });
  });
});

describe('inactivityPhase', () => {
  const timings = inactivityTimings(1800);

  it('is active up to the last minute', () => {
    expect(inactivityPhase(0, timings)).toBe('active');
    expect(inactivityPhase(1_740_000, timings)).toBe('active');
  });

  it('warns in the last minute, up to the time-out itself', () => {
    expect(inactivityPhase(1_740_001, timings)).toBe('warning');
    expect(inactivityPhase(1_800_000, timings)).toBe('warning');
  });

  it('expires after more than 30 minutes', () => {
    expect(inactivityPhase(1_800_001, timings)).toBe('expired');
  });
});
