import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withGuardTimeout } from './guard-timeout';

describe('withGuardTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands back the result of work that finishes in time, and leaves no timer behind', async () => {
    await expect(withGuardTimeout(Promise.resolve('ready'), 10_000)).resolves.toEqual({
      timedOut: false,
      value: 'ready',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops waiting after 10 seconds, not before', async () => {
    const settled = vi.fn();
    void withGuardTimeout(new Promise<never>(() => undefined), 10_000).then(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ timedOut: true });
  });

  it('passes on a failure of the work', async () => {
    await expect(withGuardTimeout(Promise.reject(new Error('offline')), 10_000)).rejects.toThrow('offline');
  });
});
