import type { components } from '@/api/schema.gen';
import type { Locale } from '@/i18n/locales';
import type { SessionTokens } from './session-tokens';

export type SessionUser = components['schemas']['User'];

/** Why a session ended; `remote` is a sign-out that happened in another tab. */
export type SignOutReason = 'logout' | 'session_timeout' | 'verify_failed' | 'refresh_failed' | 'remote';

/** The reason passed to the login route when a call answers 401. */
export const SESSION_EXPIRED_REASON = 'session_expired';

/**
 * Spec section 4, Session. `authenticated` holds the tokens from the moment they are known; its user and
 * abilities stay null until token verification and the abilities call have answered, in that order.
 */
export type SessionState =
  | { status: 'initialising' }
  | { status: 'anonymous'; reason: SignOutReason | null }
  | { status: 'two-factor-required'; twoFactorToken: string; expiresAt: number }
  | {
      status: 'authenticated';
      tokens: SessionTokens;
      user: SessionUser | null;
      abilities: readonly string[] | null;
    };

export type SessionEvent =
  | { type: 'no-stored-session' }
  | { type: 'signed-in'; tokens: SessionTokens }
  | { type: 'two-factor-required'; twoFactorToken: string; expiresAt: number }
  | { type: 'user-loaded'; user: SessionUser }
  | { type: 'abilities-loaded'; abilities: readonly string[] }
  | { type: 'token-refreshed'; tokens: SessionTokens }
  | { type: 'signed-out'; reason: SignOutReason };

export const INITIAL_SESSION_STATE: SessionState = { status: 'initialising' };

/**
 * The session's transitions. An event the current state does not accept returns the very same state
 * object, so callers can tell a refused event (a late answer for a session that has ended, say) by identity.
 */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'no-stored-session':
      return state.status === 'initialising' ? { status: 'anonymous', reason: null } : state;
    case 'signed-in':
      return { status: 'authenticated', tokens: event.tokens, user: null, abilities: null };
    case 'two-factor-required':
      // A signed-in session is never traded for a pending second factor.
      return state.status === 'authenticated'
        ? state
        : { status: 'two-factor-required', twoFactorToken: event.twoFactorToken, expiresAt: event.expiresAt };
    case 'user-loaded':
      return state.status === 'authenticated' ? { ...state, user: event.user } : state;
    case 'abilities-loaded':
      // Abilities are fetched after the user is loaded (spec section 4), never before.
      return state.status === 'authenticated' && state.user
        ? { ...state, abilities: event.abilities }
        : state;
    case 'token-refreshed':
      return state.status === 'authenticated' ? { ...state, tokens: event.tokens } : state;
    case 'signed-out':
      return state.status === 'anonymous' ? state : { status: 'anonymous', reason: event.reason };
  }
}

/** The signed-in user once token verification has answered, else null. */
export function sessionUser(state: SessionState): SessionUser | null {
  return state.status === 'authenticated' ? state.user : null;
}

/** True when a user is signed in and loaded (abilities may still be on their way). */
export function isSignedIn(state: SessionState): boolean {
  return sessionUser(state) !== null;
}

/** The permission strings of the signed-in user once fetched, else an empty list. */
export function sessionAbilities(state: SessionState): readonly string[] {
  return state.status === 'authenticated' ? (state.abilities ?? []) : [];
}

/** The signed-in user's preferred language, for the i18n layer to apply; null when signed out. */
export function preferredLanguage(state: SessionState): Locale | null {
  return sessionUser(state)?.language ?? null;
}
