import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_SYNC_POLL_MS, watchStoredSession } from './tab-sync';
import { SESSION_STORAGE_KEY } from './token-storage';

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('watchStoredSession', () => {
  it('re-reads at once when another tab changes the stored session', () => {
    const reread = vi.fn();
    stop = watchStoredSession(reread);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(reread).toHaveBeenCalledTimes(2);
  });

  it('ignores changes to other keys', () => {
    const reread = vi.fn();
    stop = watchStoredSession(reread);
    window.dispatchEvent(new StorageEvent('storage', { key: 'tracklane.theme' }));
    expect(reread).not.toHaveBeenCalled();
  });

  it('re-reads every second, for the events a browser misses', () => {
    const reread = vi.fn();
    stop = watchStoredSession(reread);
    vi.advanceTimersByTime(TAB_SYNC_POLL_MS - 1);
    expect(reread).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reread).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2 * TAB_SYNC_POLL_MS);
    expect(reread).toHaveBeenCalledTimes(3);
  });

  it('stops when stopped', () => {
    const reread = vi.fn();
    stop = watchStoredSession(reread);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    vi.advanceTimersByTime(5 * TAB_SYNC_POLL_MS);
    expect(reread).not.toHaveBeenCalled();
  });
});
