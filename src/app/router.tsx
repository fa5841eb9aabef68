import type { RouterContext } from '@/router/router-context';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { lazy } from 'react';
import { RouteError } from '@/components/errors/route-error';
import { withEveryMessage } from '@/i18n/activate-locale';
import { parseSearch, stringifySearch } from '@/router/search-params';
import { routeTree } from '@/route-tree.gen';

const NotFound = lazy(() =>
  withEveryMessage(import('@/components/not-found')).then((module) => ({ default: module.NotFound })),
);

/**
 * The app's router, its routes given the query client and the session through their context; on the
 * browser's history unless given another (tests start one in memory).
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // The query cache decides what is fresh: a loader runs on every preload and navigation, and asks the
    // server only when its data is stale.
    defaultPreloadStaleTime: 0,
    parseSearch,
    stringifySearch,
    // Back and forward restore the scroll position; a new page starts at the top; a #hash scrolls to its
    // target, smoothly unless the user asked for less motion.
    scrollRestoration: true,
    defaultHashScrollIntoView: {
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    },
    // Most visits never meet it: it loads when needed, with every message. React's own lazy, not the
    // router's lazyRouteComponent, which calls use() only until loaded (React 19.3 warns about that).
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
