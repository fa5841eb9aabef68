const LOCK_NAME = 'tracklane.session.refresh';

/**
 * Runs `task` while holding the browser-wide refresh lock (Web Locks API), so that of several tabs due to
 * refresh at once only one spends the single-use refresh token: the server ends a session whose refresh
 * token is used twice. Where the API is missing (old browsers, jsdom) the task just runs.
 */
export async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  if ('locks' in navigator) await navigator.locks.request(LOCK_NAME, task);
  else await task();
}
