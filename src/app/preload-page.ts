import { loadRouteMessages } from '@/i18n/activate-locale';
import type { AppRouter } from './router';

/** The routes the page the browser opened matches. */
function pageRoutes(router: AppRouter) {
  return router.getMatchedRoutes(router.latestLocation.pathname)[0];
}

/**
 * Starts downloading the code split off the routes the page the browser opened matches (screens, loaders
 * and what those import), as soon as the router exists: beside the session's verification and the
 * language's messages rather than after them. What fails here is loaded again, with its error shown, by
 * the navigation itself.
 */
export function loadPageCode(router: AppRouter): void {
  for (const route of pageRoutes(router)) router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * Once the language is known, starts loading the page's messages (its routes' parts) and, as a preload
 * through the route guard, the routes' loaders, whose reads the first navigation finds under way instead of
 * starting them once the app has rendered. What fails here is loaded again by the navigation itself.
 */
export function preloadPage(router: AppRouter): void {
  loadRouteMessages(pageRoutes(router).map((route: { id: string }) => route.id)).catch(() => undefined);
  // '.' with the search and hash kept: the page the browser opened.
  router.preloadRoute({ to: '.', search: true, hash: true }).catch(() => undefined);
}
