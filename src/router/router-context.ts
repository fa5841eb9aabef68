import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/auth/session/session-store';

/**
 * What every route's `beforeLoad` and `loader` receive from the router (TanStack Router's context): the
 * query client their data goes through and the session their guards read.
 */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}
