/**
 * Sends the browser to a page outside the SPA (a social provider's sign-in page) with a full page load:
 * the router can only move between the app's own routes. Its own module, so tests can stand in for it.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
