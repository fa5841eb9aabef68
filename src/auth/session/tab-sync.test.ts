import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_SYNC_POLL_MS, watchStoredSession } from './tab-sync';
import { SESSION_STORAGE_KEY } from './token-storage';

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('watchStoredSession', () => {
  it('reports a change announced by a storage event at once', () => {
    const onChange = vi.fn();
    stop = watchStoredSession(onChange);
    localStorage.setItem(SESSION_STORAGE_KEY, 'other tab');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('notices a change without an event within a second', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'signed in');
    const onChange = vi.fn();
    stop = watchStoredSession(onChange);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    vi.advanceTimersByTime(TAB_SYNC_POLL_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('stays quiet while nothing changes, and for other keys', () => {
    const onChange = vi.fn();
    stop = watchStoredSession(onChange);
    localStorage.setItem('tracklane.theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'tracklane.theme' }));
    vi.advanceTimersByTime(5 * TAB_SYNC_POLL_MS);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops watching when stopped', () => {
    const onChange = vi.fn();
    stop = watchStoredSession(onChange);
    stop();
    localStorage.setItem(SESSION_STORAGE_KEY, 'x');
    vi.advanceTimersByTime(5 * TAB_SYNC_POLL_MS);
    expect(onChange).not.toHaveBeenCalled();
  });
});
