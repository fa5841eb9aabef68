import type { ApiEvents } from '@/api/api-events';
import { SESSION_EXPIRED_REASON } from '@/auth/session/session-machine';
import { logError } from '@/components/errors/log-error';

export interface ApiEventReactions {
  /** Whether a session is live: a 401 while signed out (or still starting) is the caller's business. */
  isSignedIn: () => boolean;
  /** Clears the session locally. */
  signOut: () => unknown;
  /** Sends the user to the login route (through the router), telling it why. */
  navigateToLogin: (reason: typeof SESSION_EXPIRED_REASON) => unknown;
}

/**
 * How the app reacts to what the API layer announces (spec section 8): a 401 signs out and goes to the
 * login route, once however many calls fail together. The other failures (403, 429, 5xx, no answer) are
 * shown where the call was made, or as a toast when nothing there shows them (notification-policy.ts).
 * Returns the function that disconnects.
 */
export function connectApiEvents(events: Pick<ApiEvents, 'on'>, reactions: ApiEventReactions): () => void {
  const { isSignedIn, signOut, navigateToLogin } = reactions;
  let signingOut = false;

  const onAuthError = async () => {
    if (signingOut || !isSignedIn()) return;
    signingOut = true;
    try {
      await signOut();
    } catch (error) {
      logError('Sign-out after a 401 failed', error);
    }
    try {
      await navigateToLogin(SESSION_EXPIRED_REASON);
    } finally {
      signingOut = false;
    }
  };

  return events.on('auth-error', () => void onAuthError());
}
