import { msg } from '@lingui/core/runtime-macro';

/** Said of a way back (success, cancel, return URL) that leads off the dashboard. */
export const foreignUrlMessage = msg`This address must be on the dashboard's own site`;

/** The placeholder a provider replaces in the way back by the checkout's session id. */
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Whether `url` is on the dashboard's own origin (where the ways back of checkout and portal must lead). */
export function onAppOrigin(url: string, appUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}

/**
 * `url` with `{CHECKOUT_SESSION_ID}` replaced by our session's id, before any provider sees it: so both
 * ways back name the session with every provider (Stripe fills the placeholder only in `success_url`).
 * The URL parser percent-encodes the braces, so both spellings are replaced.
 */
export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll(SESSION_PLACEHOLDER, sessionId).replaceAll(encodeURI(SESSION_PLACEHOLDER), sessionId);
}
