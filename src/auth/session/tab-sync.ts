import { SESSION_STORAGE_KEY } from './token-storage';

/** Spec section 9: tokens are re-read every second. */
export const TAB_SYNC_POLL_MS = 1000;

/**
 * Calls `onChange` when the stored session changes under us (another tab signed in, refreshed or signed
 * out): at once through the storage event, and within a second through a poll, for browsers or moments
 * where the event is missed. Our own writes reach `onChange` through the poll too, so it must be idempotent.
 * Returns the function that stops watching.
 */
export function watchStoredSession(onChange: () => void, storage: Storage = localStorage): () => void {
  let last = storage.getItem(SESSION_STORAGE_KEY);
  const compare = () => {
    const current = storage.getItem(SESSION_STORAGE_KEY);
    if (current === last) return;
    last = current;
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    // A null key is storage.clear() in another tab.
    if (event.key === SESSION_STORAGE_KEY || event.key === null) compare();
  };
  window.addEventListener('storage', onStorage);
  const interval = setInterval(compare, TAB_SYNC_POLL_MS);
  return () => {
    window.removeEventListener('storage', onStorage);
    clearInterval(interval);
  };
}
