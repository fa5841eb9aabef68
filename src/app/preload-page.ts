import { loadRouteMessages } from '@/i18n/activate-locale';
import type { AppRouter } from './router';

/**
 * Starts loading the page the browser opened while the app starts: the code split off the routes it
 * matches (screens, loaders and what those import) and their messages at once, beside the route guard's
 * verification of the session rather than after it; then, as a preload through the guard, the routes'
 * loaders, whose reads the first navigation finds under way instead of starting them once the app has
 * rendered. What fails here is loaded again, with its error shown, by the navigation itself.
 */
export function preloadPage(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
  loadRouteMessages(routes.map((route: { id: string }) => route.id)).catch(() => undefined);
  // '.' with the search and hash kept: the page the browser opened.
  router.preloadRoute({ to: '.', search: true, hash: true }).catch(() => undefined);
}
