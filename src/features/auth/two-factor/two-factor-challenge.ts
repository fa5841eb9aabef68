import type { SessionState } from '@/auth/session/session-machine';

/**
 * The token of the sign-in waiting for its second factor, or null when there is none or it has
 * expired: the session keeps it in memory only, so a reload or a new tab has none.
 */
export function pendingChallenge(state: SessionState, now: number): string | null {
  if (state.status !== 'two-factor-required' || state.expiresAt <= now) return null;
  return state.twoFactorToken;
}
