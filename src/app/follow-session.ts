import type { SessionState } from '@/auth/session/session-machine';

interface SessionSource {
  getSnapshot: () => { state: SessionState };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Calls `onSignedOut` when a live session ends (logout, time-out, a failed refresh, another tab), so the
 * app can run its route guard again: a protected screen then sends the user to the login route.
 */
export function followSessionEnd(store: SessionSource, onSignedOut: () => void): () => void {
  let previous = store.getSnapshot().state.status;
  return store.subscribe(() => {
    const current = store.getSnapshot().state.status;
    if (previous === 'authenticated' && current === 'anonymous') onSignedOut();
    previous = current;
  });
}
