import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { authQueries } from '@/api/queries/auth';
import { userQueries } from '@/api/queries/user';
import { useSessionStore } from './session-context';
import { isSignedIn, type SessionUser } from './session-machine';
import type { SessionSnapshot } from './session-store-types';

/** The session's current snapshot (state and inactivity warning); re-renders when it changes. */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * The signed-in user (the profile query, which the session filled when it verified the token), or null
 * while nobody is signed in.
 */
export function useCurrentUser(): SessionUser | null {
  const signedIn = isSignedIn(useSession().state);
  const { data } = useQuery({ ...userQueries.profile(), enabled: signedIn });
  return signedIn ? (data ?? null) : null;
}

/** The signed-in user's abilities (the abilities query), an empty list while nobody is signed in. */
export function useAbilities(): readonly string[] {
  const signedIn = isSignedIn(useSession().state);
  const { data } = useQuery({ ...authQueries.abilities(), enabled: signedIn });
  return signedIn ? (data ?? []) : [];
}
