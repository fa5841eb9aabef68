/**
 * The routes whose screens come with the first load, code and messages: the sign-in screen in its card
 * layout, where most visits start (`/` leads there). vite.config.ts keeps their components in the entry;
 * every other screen loads with its route.
 */
export const FIRST_LOAD_ROUTES: readonly string[] = ['/_auth-card', '/_auth-card/auth/login'];

// The root (TanStack Router's `rootRouteId`, written out so that vite.config.ts can read this file without
// loading the router) and the index route, which only redirects, show nothing of their own.
export const ROUTES_SHOWING_NOTHING: readonly string[] = ['__root__', '/'];

/** Whether a navigation to these matched routes shows only what the first load brought. */
export function showsOnlyFirstLoad(routeIds: readonly string[]): boolean {
  return routeIds.every((id) => FIRST_LOAD_ROUTES.includes(id) || ROUTES_SHOWING_NOTHING.includes(id));
}
