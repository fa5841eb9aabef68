import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionStore } from './session-store';
import type { SessionSnapshot } from './session-store-types';

type SessionSource = Pick<SessionStore, 'subscribe' | 'getSnapshot'>;

/** The session's current snapshot (state and inactivity warning); re-renders when it changes. */
export function useSession(store: SessionSource = session): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
