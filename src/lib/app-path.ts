/** A path of the app and its search params, as the router takes them. */
export interface AppPath {
  to: string;
  search: Record<string, string>;
}

// Only to split a path from its search: a URL that lands anywhere else is not the app's.
const APP = 'https://app.invalid';

/**
 * A link the server sends (an alert's `action_url`) as a path of the app and its search; null for none,
 * or for one that would leave the app (`https://…`, `//host/…`, `/\host/…`).
 */
export function appPath(url: string | null | undefined): AppPath | null {
  if (!url?.startsWith('/')) return null;
  const parsed = new URL(url, APP);
  if (parsed.origin !== APP) return null;
  return { to: parsed.pathname, search: Object.fromEntries(parsed.searchParams) };
}
