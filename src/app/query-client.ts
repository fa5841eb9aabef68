import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { onMutationFailure, onQueryFailure } from './notification-policy';

/**
 * Data a route's loader has just fetched counts as fresh for this long, so the screen that shows it does
 * not ask again as it mounts; a mutation invalidates what it changed at once, whatever the age.
 */
export const FRESH_FOR_MS = 30_000;

/**
 * A failed read is tried again (twice, TanStack's backoff between) only when trying again can help: no
 * answer came, or the server failed. A refusal (4xx) would only be refused again, and a 401 ends the
 * session at once rather than seconds later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The app's query client; its failures are toasts as the notification policy decides. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryFailure }),
    mutationCache: new MutationCache({ onError: onMutationFailure }),
    defaultOptions: { queries: { staleTime: FRESH_FOR_MS, retry: shouldRetry } },
  });
}
