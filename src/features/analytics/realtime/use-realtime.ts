import { useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys, analyticsQueries } from '@/api/queries/analytics';
import { EMPTY_STREAM, mergeStream, nextSince, STREAM_SIZE, type RealtimeStream } from './realtime-stream';

/** How often the panel asks again. */
export const REALTIME_POLL_MS = 10_000;

// TanStack Query pauses a refetchInterval while the tab is hidden unless refetchIntervalInBackground is
// true: with it false, a tab in the background asks nothing, and the first poll runs when it shows again
// (refetchOnWindowFocus, the default, asks at once on return).
const POLLING = { refetchInterval: REALTIME_POLL_MS, refetchIntervalInBackground: false } as const;

const domainQuery = (domainId: string | undefined) => (domainId ? { domain_id: domainId } : {});

/** GET /analytics/realtime every 10 s while the tab is visible: the figures of the last 30 minutes. */
export function useRealtimeFigures(domainId: string | undefined) {
  return useQuery({ ...analyticsQueries.realtime(domainQuery(domainId)), ...POLLING });
}

/**
 * The live event stream: GET /analytics/realtime/events every 10 s while the tab is visible, each time
 * with `since` = the newest event seen (see `nextSince`), its answer merged on top of what the stream
 * holds. The stream
 * is this query's data, so it outlives a visit elsewhere in the app and starts afresh per domain.
 */
export function useRealtimeStream(domainId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...analyticsKeys.all, 'realtime-stream', domainId ?? null],
    queryFn: async ({ queryKey }): Promise<RealtimeStream> => {
      const stream = queryClient.getQueryData<RealtimeStream>(queryKey) ?? EMPTY_STREAM;
      const since = nextSince(stream, Date.now());
      // Each answer is merged here and then forgotten: nothing else reads one `since`'s page.
      const page = await queryClient.query({
        ...analyticsQueries.realtimeEvents({
          ...domainQuery(domainId),
          // The generated type says Date, but the client's query serializer drops a Date (an object
          // without keys of its own): the ISO text is what must go.
          ...(since ? { since: since as unknown as Date } : {}),
          limit: STREAM_SIZE,
        }),
        staleTime: 0,
        gcTime: 0,
      });
      return mergeStream(stream, page);
    },
    ...POLLING,
  });
}
