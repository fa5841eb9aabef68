import type { AnalyticsRealtimeEvents } from '@/api/queries/analytics';
import type { TrackedEvent } from '@/api/queries/events';

/** How many events the stream keeps on screen. */
export const STREAM_SIZE = 20;

/** The server takes a `since` of at most 24 hours ago; a minute's margin for the clocks and the trip. */
const OLDEST_SINCE_MS = 24 * 60 * 60 * 1000 - 60 * 1000;

/** The live stream as the panel keeps it between polls. */
export interface RealtimeStream {
  /** Newest first, at most {@link STREAM_SIZE}. */
  events: TrackedEvent[];
  /** When the newest event seen was received: the next poll's `since`. */
  latestAt: Date | null;
  /** How many events the last poll brought that were not on screen before (0 on the first). */
  added: number;
  /** How many polls have been merged. */
  polls: number;
}

export const EMPTY_STREAM: RealtimeStream = { events: [], latestAt: null, added: 0, polls: 0 };

const receivedAt = (event: TrackedEvent) => new Date(event.created_at).getTime();

/**
 * The stream after one poll's answer: its events merged on top by id (an event seen again replaces its
 * older copy, so a status that moved on shows), newest first by the time they were received, cut to
 * `size`. `latestAt` only moves forward: an answer without events (`latest_at` null) keeps it.
 */
export function mergeStream(
  stream: RealtimeStream,
  page: AnalyticsRealtimeEvents,
  size: number = STREAM_SIZE,
): RealtimeStream {
  const known = new Set(stream.events.map((event) => event.id));
  const fresh = new Map(page.events.map((event) => [event.id, event]));
  const kept = stream.events.filter((event) => !fresh.has(event.id));
  const events = [...fresh.values(), ...kept].sort((a, b) => receivedAt(b) - receivedAt(a)).slice(0, size);
  const shown = new Set(events.map((event) => event.id));
  const added = [...fresh.keys()].filter((id) => !known.has(id) && shown.has(id)).length;
  const latest = page.latest_at === null ? null : new Date(page.latest_at);
  const latestAt =
    stream.latestAt === null || (latest !== null && latest.getTime() > stream.latestAt.getTime())
      ? (latest ?? stream.latestAt)
      : stream.latestAt;
  return { events, latestAt, added: stream.polls === 0 ? 0 : added, polls: stream.polls + 1 };
}

/**
 * The `since` of the next poll: the newest event seen, so only newer ones come. Nothing before the
 * first event, and nothing while an event on screen is still pending: the poll then asks for the latest
 * events again, which brings that event's status once it is delivered (or failed). A quiet account whose
 * newest event is older than the server accepts (24 hours) asks from the oldest moment it may, which
 * misses nothing newer.
 */
export function nextSince(stream: RealtimeStream, now: number): string | undefined {
  if (stream.latestAt === null) return undefined;
  if (stream.events.some((event) => event.status === 'pending')) return undefined;
  const since = Math.max(stream.latestAt.getTime(), now - OLDEST_SINCE_MS);
  return new Date(since).toISOString();
}
