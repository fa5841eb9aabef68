import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAt } from './run-at';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runAt', () => {
  it('runs the task when the clock reaches the time, not before', () => {
    const task = vi.fn();
    runAt(Date.now() + 10 * 60_000, task);
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs a task whose time has passed at once', () => {
    const task = vi.fn();
    runAt(Date.now() - 5000, task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('catches up within a minute when the clock jumps ahead (a computer waking from sleep)', () => {
    const task = vi.fn();
    const start = Date.now();
    runAt(start + 60 * 60_000, task);
    vi.setSystemTime(start + 2 * 60 * 60_000);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not run a cancelled task', () => {
    const task = vi.fn();
    const cancel = runAt(Date.now() + 1000, task);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
