import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/errors/route-error';
import { NotFound } from '@/components/not-found';
import { parseSearch, stringifySearch } from '@/router/search-params';
import { routeTree } from '@/route-tree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    parseSearch,
    stringifySearch,
    // Back and forward restore the scroll position; a new page starts at the top; a #hash scrolls to its
    // target, smoothly unless the user asked for less motion.
    scrollRestoration: true,
    defaultHashScrollIntoView: {
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    },
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
