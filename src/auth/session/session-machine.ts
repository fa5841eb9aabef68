import type { components } from '@/api/schema.gen';
import type { SessionTokens } from './session-tokens';

export type SessionUser = components['schemas']['User'];

/** Why a session ended; `remote` is a sign-out that happened in another tab. */
export type SignOutReason = 'logout' | 'session_timeout' | 'verify_failed' | 'refresh_failed' | 'remote';

/** The reason passed to the login route when a call answers 401. */
export const SESSION_EXPIRED_REASON = 'session_expired';

/**
 * Spec section 4, Session: tokens and where the session stands, nothing else. `authenticated` holds the
 * tokens from the moment they are known and is `verified` once verify-token has answered; the user and
 * the abilities themselves are queries (src/api/queries), which the store fills in.
 */
export type SessionState =
  | { status: 'initialising' }
  | { status: 'anonymous'; reason: SignOutReason | null }
  | { status: 'two-factor-required'; twoFactorToken: string; expiresAt: number }
  | { status: 'authenticated'; tokens: SessionTokens; verified: boolean };

export type SessionEvent =
  | { type: 'no-stored-session' }
  | { type: 'signed-in'; tokens: SessionTokens }
  | { type: 'two-factor-required'; twoFactorToken: string; expiresAt: number }
  | { type: 'verified' }
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
      return { status: 'authenticated', tokens: event.tokens, verified: false };
    case 'two-factor-required':
      // A signed-in session is never traded for a pending second factor.
      return state.status === 'authenticated'
        ? state
        : { status: 'two-factor-required', twoFactorToken: event.twoFactorToken, expiresAt: event.expiresAt };
    case 'verified':
      return state.status === 'authenticated' && !state.verified ? { ...state, verified: true } : state;
    case 'token-refreshed':
      return state.status === 'authenticated' ? { ...state, tokens: event.tokens } : state;
    case 'signed-out':
      return state.status === 'anonymous' ? state : { status: 'anonymous', reason: event.reason };
  }
}

/** True when a user is signed in and verified (spec section 4: a token that verify-token accepted). */
export function isSignedIn(state: SessionState): boolean {
  return state.status === 'authenticated' && state.verified;
}
