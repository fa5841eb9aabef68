import { authQueries, logout, refreshTokens, verifyToken } from '@/api/queries/auth';
import { userKeys } from '@/api/queries/user';
import { clearCachedAbilities } from '@/auth/abilities/abilities-cache';
import { clearRecentItems } from '@/lib/recent-items';
import type { InactivityMonitor } from './inactivity-monitor';
import { REFRESH_AHEAD_MS, refreshSession } from './refresh-session';
import { runAt } from './run-at';
import {
  INITIAL_SESSION_STATE,
  sessionReducer,
  type SessionEvent,
  type SessionState,
  type SessionUser,
  type SignOutReason,
} from './session-machine';
import type { SessionSnapshot, SessionStoreOptions } from './session-store-types';
import type { SessionTokens } from './session-tokens';
import { tokensFromAuth } from './session-tokens';
import { signInEvent, type SignInResponse } from './sign-in-response';
import { eventFromStorage, watchStoredSession } from './tab-sync';
import { clearStoredSession, readStoredSession, storeSession } from './token-storage';

export type SessionStore = ReturnType<typeof createSessionStore>;

/** How a sign-in this tab started ended: on to the second factor, or signed in as `user`. */
export type SignInOutcome =
  { status: 'two-factor-required' } | { status: 'authenticated'; user: SessionUser };

/**
 * The session of spec section 4 around the pure {@link sessionReducer}: it performs the calls, keeps the
 * stored tokens and the client's bearer in step with the state, refreshes before expiry, logs out after
 * inactivity and follows the other tabs. The user and the abilities it loads are queries of `queryClient`
 * (the user's profile, the abilities), which a sign-out clears with everything else the user saw. React
 * reads the store through `subscribe`/`getSnapshot`, the router's guard through `initialise`; both get it
 * from the app (router context, SessionProvider), never from a module of its own.
 */
export function createSessionStore({
  queryClient,
  sessionTimeoutSeconds,
  setAccessToken,
  storage = localStorage,
}: SessionStoreOptions) {
  const listeners = new Set<() => void>();
  const signInListeners = new Set<(user: SessionUser) => void>();
  let snapshot: SessionSnapshot = { state: INITIAL_SESSION_STATE, inactivityWarning: false };
  // Counts sign-ins, so an answer that arrives for an earlier session is never applied to a later one.
  let generation = 0;
  let initialisation: Promise<void> | undefined;
  // Loaded with the first sign-in, not with the app: the sign-in screen's first visit has no use for it.
  // `monitor` is the one of this sign-in, loading or running; `running` the same once it runs.
  let monitor: Promise<InactivityMonitor> | undefined;
  let running: InactivityMonitor | undefined;
  let cancelRefresh: (() => void) | undefined;
  let stopWatching: (() => void) | undefined;
  let refreshing = false;

  const state = () => snapshot.state;

  function publish(next: SessionSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  /** Applies `event`; false when the machine refused it. */
  function dispatch(event: SessionEvent): boolean {
    const previous = state();
    const next = sessionReducer(previous, event);
    if (next === previous) return false;
    if (event.type === 'signed-in') generation += 1;
    setAccessToken(next.status === 'authenticated' ? next.tokens.access.value : null);
    followTransition(previous, next);
    publish({
      state: next,
      inactivityWarning: next.status === 'authenticated' && snapshot.inactivityWarning,
    });
    return true;
  }

  /** Starts and stops what only runs while signed in: the inactivity monitor and the refresh timer. */
  function followTransition(previous: SessionState, next: SessionState) {
    const before = previous.status === 'authenticated' ? previous.tokens : null;
    const after = next.status === 'authenticated' ? next.tokens : null;
    if (after && !before) {
      const loading = Promise.all([import('./inactivity-monitor'), import('./inactivity')]).then(
        ([{ startInactivityMonitor }, { inactivityTimings }]) => {
          const started = startInactivityMonitor({
            timings: inactivityTimings(sessionTimeoutSeconds),
            storage,
            onWarningChange: (warning) => publish({ ...snapshot, inactivityWarning: warning }),
            onTimeout: () => void signOut('session_timeout'),
          });
          if (monitor === loading) running = started;
          return started;
        },
      );
      monitor = loading;
    }
    if (!after && before) {
      stopMonitor();
    }
    if (after !== before) {
      cancelRefresh?.();
      cancelRefresh = after
        ? runAt(after.access.expiresAt - REFRESH_AHEAD_MS, () => void refresh())
        : undefined;
    }
  }

  /** Stops this sign-in's monitor; one still loading stops as soon as it has started. */
  function stopMonitor() {
    void monitor?.then((started) => started.stop());
    monitor = undefined;
    running = undefined;
  }

  function signIn(tokens: SessionTokens) {
    dispatch({ type: 'signed-in', tokens });
    storeSession(tokens, storage);
  }

  function signOutLocally(reason: SignOutReason) {
    if (!dispatch({ type: 'signed-out', reason })) return;
    // Nothing the user saw stays for whoever signs in next in this tab.
    queryClient.clear();
    clearCachedAbilities(storage);
    // A remote sign-out was another tab's, which already cleared storage (and may since have signed in).
    if (reason !== 'remote') {
      clearStoredSession(storage);
      clearRecentItems(storage);
    }
  }

  /**
   * Verify-token, then the abilities (spec section 4), both into the query cache; a failure ends the
   * session as `verify_failed`. Resolves with the verified user, or null when the session changed meanwhile.
   */
  async function verifyUser(): Promise<SessionUser | null> {
    const session = generation;
    const current = () => session === generation && state().status === 'authenticated';
    try {
      const user = await verifyToken();
      if (!current()) return null;
      queryClient.setQueryData(userKeys.profile(), user);
      // Once: a failure here ends the session (spec section 4), and loadAbilities already falls back to
      // the cache when no answer comes.
      await queryClient.query({ ...authQueries.abilities(), retry: false });
      if (!current()) return null;
      dispatch({ type: 'verified' });
      return user;
    } catch (error) {
      if (current()) signOutLocally('verify_failed');
      throw error;
    }
  }

  async function restore(): Promise<void> {
    const stored = readStoredSession(Date.now(), storage);
    if (!stored) {
      dispatch({ type: 'no-stored-session' });
      return;
    }
    const tokens = stored.access
      ? { access: stored.access, refresh: stored.refresh }
      : await refreshTokens(stored.refresh.value)
          .then((auth) => tokensFromAuth(auth, Date.now()))
          .catch(() => null);
    if (!tokens) {
      signOutLocally('refresh_failed');
      return;
    }
    signIn(tokens);
    await verifyUser().catch(() => undefined);
  }

  async function refresh(): Promise<void> {
    if (refreshing) return;
    refreshing = true;
    const session = generation;
    try {
      await refreshSession({
        storage,
        current: () => {
          const live = state();
          return session === generation && live.status === 'authenticated' ? live.tokens : null;
        },
        replace: (tokens) => dispatch({ type: 'token-refreshed', tokens }),
        end: signOutLocally,
        retryAt: (at) => {
          cancelRefresh = runAt(at, () => void refresh());
        },
      });
    } finally {
      refreshing = false;
    }
  }

  /** Follows what another tab did to the stored session: a sign-out, a refresh or a sign-in. */
  function followOtherTabs() {
    const event = eventFromStorage(state(), readStoredSession(Date.now(), storage));
    if (event?.type === 'signed-out') signOutLocally(event.reason);
    else if (event) dispatch(event);
    if (event?.type === 'signed-in') verifyUser().catch(() => undefined);
  }

  /**
   * Ends the session: user, token, abilities and stored tokens are gone at once; POST /auth/logout
   * follows, best effort, for the reasons where the server still holds the session.
   */
  async function signOut(reason: SignOutReason = 'logout'): Promise<void> {
    const current = state();
    const token = current.status === 'authenticated' ? current.tokens.access.value : null;
    signOutLocally(reason);
    if (token && (reason === 'logout' || reason === 'session_timeout')) {
      await logout(token).catch(() => undefined);
    }
  }

  return {
    getSnapshot: (): SessionSnapshot => snapshot,

    /** Calls `listener` after every change of the snapshot; returns the function that unsubscribes. */
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Restores the stored session once (verify-token, then abilities; a failure clears everything) and
     * starts following the other tabs. Later calls wait for that same restore and resolve with the state
     * as it is then, so a guard after a sign-in sees the signed-in user; it never rejects.
     */
    async initialise(): Promise<SessionState> {
      initialisation ??= restore().then(() => {
        stopWatching ??= watchStoredSession(followOtherTabs);
      });
      await initialisation;
      return state();
    },

    /**
     * Takes a sign-in answer. A two-factor challenge (`meta.requires_2fa`) stores nothing and leaves the
     * challenge token in memory only; tokens are stored, then the user is verified and the abilities
     * fetched. Resolves with how it ended; rejects (signed out) when verification fails.
     */
    async completeSignIn(response: SignInResponse): Promise<SignInOutcome> {
      const event = signInEvent(response, Date.now());
      if (event.type !== 'signed-in') {
        dispatch(event);
        return { status: 'two-factor-required' };
      }
      signIn(event.tokens);
      const user = await verifyUser();
      if (!user) throw new TypeError('The session changed while signing in');
      for (const listener of signInListeners) listener(user);
      return { status: 'authenticated', user };
    },

    signOut,

    /** The answer to the inactivity warning. */
    staySignedIn(): void {
      running?.staySignedIn();
    },

    /**
     * Calls `listener` with the user after each sign-in completed in this tab (not after a restore at
     * start), so the i18n layer can apply the user's preferred language then.
     */
    onSignIn(listener: (user: SessionUser) => void): () => void {
      signInListeners.add(listener);
      return () => signInListeners.delete(listener);
    },

    /** Stops every timer and listener (tests; the app's store lives as long as the page). */
    dispose(): void {
      stopWatching?.();
      stopMonitor();
      cancelRefresh?.();
      listeners.clear();
      signInListeners.clear();
    },
  };
}
