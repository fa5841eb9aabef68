import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/auth/session/session-machine';
import { followSessionEnd } from './follow-session';

function fakeStore(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => ({ state }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

const authenticated = {
  status: 'authenticated',
  tokens: {},
  user: null,
  abilities: null,
} as unknown as SessionState;

describe('followSessionEnd', () => {
  it('reports the end of a live session once', () => {
    const store = fakeStore(authenticated);
    const onSignedOut = vi.fn();
    followSessionEnd(store, onSignedOut);
    store.set({ status: 'anonymous', reason: 'session_timeout' });
    store.set({ status: 'anonymous', reason: 'session_timeout' });
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('does not report a start that finds nobody signed in', () => {
    const store = fakeStore({ status: 'initialising' });
    const onSignedOut = vi.fn();
    followSessionEnd(store, onSignedOut);
    store.set({ status: 'anonymous', reason: 'verify_failed' });
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
