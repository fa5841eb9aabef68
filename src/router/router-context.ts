import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and `loader` receive from the router (TanStack Router's context). */
export interface RouterContext {
  queryClient: QueryClient;
}
