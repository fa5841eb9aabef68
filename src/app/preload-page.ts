import { loadRouteMessages } from '@/i18n/activate-locale';
import type { AppRouter } from './router';

/**
 * Starts loading the code split off the routes that `pathname` matches (their screens, loaders and what
 * those import) and their messages, so that both arrive while the start finishes and the route guard
 * verifies the session, rather than after both. What fails here is loaded again, with its error shown,
 * by the navigation itself.
 */
export function preloadPage(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
  loadRouteMessages(routes.map((route: { id: string }) => route.id)).catch(() => undefined);
}
