import { createContext, use, type ReactNode } from 'react';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Gives the tree the app's session (main.tsx makes one per page; tests make their own). */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

/** The session of the nearest {@link SessionProvider}: its actions (sign in, sign out, stay signed in). */
export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider above it');
  return store;
}
