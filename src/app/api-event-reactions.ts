import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import type { ApiEvents } from '@/api/api-events';
import { apiMessages } from '@/api/api-messages';
import { SESSION_EXPIRED_REASON } from '@/auth/session/session-machine';
import { logError } from '@/components/errors/log-error';

export interface ApiEventReactions {
  /** Whether a session is live: a 401 while signed out (or still starting) is the caller's business. */
  isSignedIn: () => boolean;
  /** Clears the session locally. */
  signOut: () => unknown;
  /** Sends the user to the login route (through the router), telling it why. */
  navigateToLogin: (reason: typeof SESSION_EXPIRED_REASON) => unknown;
  notify: {
    error: (message: ReactNode, options?: { id?: string }) => unknown;
    warning: (message: ReactNode, options?: { id?: string }) => unknown;
  };
}

// One id per kind: sonner updates the toast already showing under an id instead of adding another, so
// ten calls failing together make one toast. Error toasts stay until dismissed; after that a new
// failure shows again.
export const API_TOAST_IDS = {
  permission: 'api-permission-error',
  rateLimit: 'api-rate-limit',
  server: 'api-server-error',
  network: 'api-network-error',
} as const;

const fallbackTexts = {
  permission: msg`You do not have permission to do this.`,
  rateLimit: msg`Too many requests. Please wait a moment and try again.`,
};

/**
 * The server's message when it says something specific; our own text when it sent none (the API layer
 * then fills in its generic 'Something went wrong', which tells nothing about a 403 or a 429).
 */
function serverMessageOr(error: ApiError, fallback: typeof fallbackTexts.permission): string {
  const generic = !error.message.trim() || error.message === i18n._(apiMessages.generic);
  return generic ? i18n._(fallback) : error.message;
}

/**
 * How the app reacts to what the API layer announces (spec section 8): a 401 signs out and goes to the
 * login route, once however many calls fail together; 403, 429, 5xx and lost connections become one
 * toast each. Server and network errors already carry the right message (the server's, sanitised, or
 * the API layer's own translated text). Returns the function that disconnects.
 */
export function connectApiEvents(events: Pick<ApiEvents, 'on'>, reactions: ApiEventReactions): () => void {
  const { isSignedIn, signOut, navigateToLogin, notify } = reactions;
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

  const subscriptions = [
    events.on('auth-error', () => void onAuthError()),
    events.on('permission-error', (error) => {
      notify.error(serverMessageOr(error, fallbackTexts.permission), { id: API_TOAST_IDS.permission });
    }),
    events.on('rate-limit', (error) => {
      notify.warning(serverMessageOr(error, fallbackTexts.rateLimit), { id: API_TOAST_IDS.rateLimit });
    }),
    events.on('server-error', (error) => {
      notify.error(error.message, { id: API_TOAST_IDS.server });
    }),
    events.on('network-error', (error) => {
      notify.error(error.message, { id: API_TOAST_IDS.network });
    }),
  ];
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}
