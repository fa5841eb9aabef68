import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SentTestEvent } from './sent-test-events';

/** How many of the session's test events stay listed. */
const SENT_SHOWN = 5;

// Kept in the query cache rather than in the screen: the list outlives a visit to the events list and
// back, and goes with the rest of the cache when the user signs out. Its own key, outside `events`, so
// invalidating the events never empties it.
const SENT_KEY = ['test-events-sent'] as const;

/** The test events sent in this session, newest first, and a way to add one. */
export function useSentTestEvents() {
  const queryClient = useQueryClient();
  const sent = useQuery({
    queryKey: SENT_KEY,
    queryFn: () => queryClient.getQueryData<readonly SentTestEvent[]>(SENT_KEY) ?? [],
    initialData: [] as readonly SentTestEvent[],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return {
    sent: sent.data,
    add: (entry: SentTestEvent) =>
      queryClient.setQueryData<readonly SentTestEvent[]>(SENT_KEY, (list = []) =>
        [entry, ...list].slice(0, SENT_SHOWN),
      ),
  };
}
