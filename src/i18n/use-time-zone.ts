import { QueryClientContext } from '@tanstack/react-query';
import { use, useCallback, useSyncExternalStore } from 'react';
import { userQueries } from '@/api/queries/user';
import { resolveTimeZone } from './date-format';

const profileKey = userQueries.profile().queryKey;

/**
 * The time zone to show dates in: the signed-in user's (`timezone` of the profile, which the session
 * puts in the query cache and the profile screen updates), else the browser's. It follows a change of
 * either. It reads the cache rather than asking: nobody signed in means no profile, not a request; and a
 * tree without a query client (a widget's unit test) gets the browser's zone.
 */
export function useTimeZone(): string {
  const client = use(QueryClientContext);
  const subscribe = useCallback(
    (listener: () => void) => client?.getQueryCache().subscribe(listener) ?? (() => undefined),
    [client],
  );
  const preferred = useSyncExternalStore(subscribe, () => client?.getQueryData(profileKey)?.timezone);
  return resolveTimeZone(preferred);
}
