import { QueryClient } from '@tanstack/react-query';

/**
 * Data a route's loader has just fetched counts as fresh for this long, so the screen that shows it does
 * not ask again as it mounts; a mutation invalidates what it changed at once, whatever the age.
 */
export const FRESH_FOR_MS = 30_000;

/** The app's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: FRESH_FOR_MS } } });
}
