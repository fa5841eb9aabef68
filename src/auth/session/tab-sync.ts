import { SESSION_STORAGE_KEY } from './token-storage';

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
