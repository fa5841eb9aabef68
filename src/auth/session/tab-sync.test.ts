import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTokens } from '../../../tests/fixtures/auth';
import type { SessionState } from './session-machine';
import { eventFromStorage, TAB_SYNC_POLL_MS, watchStoredSession } from './tab-sync';
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

describe('eventFromStorage', () => {
  const tokens = sessionTokens(0, 'mine');
  const signedIn: SessionState = { status: 'authenticated', tokens, verified: true };
  const anonymous: SessionState = { status: 'anonymous', reason: 'logout' };
  const twoFactor: SessionState = { status: 'two-factor-required', twoFactorToken: 't', expiresAt: 1 };

  it('signs out when another tab removed the session', () => {
    expect(eventFromStorage(signedIn, null)).toEqual({ type: 'signed-out', reason: 'remote' });
  });

  it('takes the tokens another tab refreshed', () => {
    const theirs = sessionTokens(5, 'theirs');
    expect(eventFromStorage(signedIn, theirs)).toEqual({ type: 'token-refreshed', tokens: theirs });
  });

  it('changes nothing while the stored token is ours, or has merely expired', () => {
    expect(eventFromStorage(signedIn, tokens)).toBeNull();
    expect(eventFromStorage(signedIn, { access: null, refresh: { value: 'r', expiresAt: 1 } })).toBeNull();
  });

  it.each([
    ['anonymous', anonymous],
    ['two-factor-required', twoFactor],
  ])('signs in when another tab signed in while %s here', (_name, state) => {
    const theirs = sessionTokens(5, 'theirs');
    expect(eventFromStorage(state, theirs)).toEqual({ type: 'signed-in', tokens: theirs });
  });

  it('changes nothing while signed out on both sides, or before the session is initialised', () => {
    expect(eventFromStorage(anonymous, null)).toBeNull();
    expect(eventFromStorage({ status: 'initialising' }, tokens)).toBeNull();
  });
});
