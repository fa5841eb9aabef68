import type { SessionEvent, SessionState } from './session-machine';
import { SESSION_STORAGE_KEY, type StoredSession } from './token-storage';

/** Spec section 9: tokens are re-read every second. */
export const TAB_SYNC_POLL_MS = 1000;

/**
 * Calls `reread` so the session can compare the stored tokens with its own: at once when another tab
 * changes them (the storage event), and every second regardless, for the events a browser misses. It
 * re-reads rather than diffing raw values, because a change right after one of our own writes would
 * otherwise look like no change. Returns the function that stops it.
 */
export function watchStoredSession(reread: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key is storage.clear() in another tab.
    if (event.key === SESSION_STORAGE_KEY || event.key === null) reread();
  };
  window.addEventListener('storage', onStorage);
  const interval = setInterval(reread, TAB_SYNC_POLL_MS);
  return () => {
    window.removeEventListener('storage', onStorage);
    clearInterval(interval);
  };
}

/**
 * What the stored session, as another tab may have left it, means for this tab: a sign-out there (nothing
 * stored), a refresh there (another access token while signed in here) or a sign-in there (an access token
 * while signed out here). Null when it changes nothing, including an access token that merely expired,
 * which this tab's own refresh handles.
 */
export function eventFromStorage(state: SessionState, stored: StoredSession | null): SessionEvent | null {
  if (state.status === 'initialising') return null;
  if (state.status === 'authenticated') {
    if (!stored) return { type: 'signed-out', reason: 'remote' };
    return stored.access && stored.access.value !== state.tokens.access.value
      ? { type: 'token-refreshed', tokens: { access: stored.access, refresh: stored.refresh } }
      : null;
  }
  return stored?.access
    ? { type: 'signed-in', tokens: { access: stored.access, refresh: stored.refresh } }
    : null;
}
