import { describe, expect, it } from 'vitest';
import type { TrackedEvent } from '@/api/queries/events';
import { anEvent } from '../../../../tests/fixtures/events';
import { EMPTY_STREAM, mergeStream, nextSince, type RealtimeStream } from './realtime-stream';

/** An event received `second` seconds after 12:00 UTC. */
function receivedAt(id: string, second: number, overrides: Partial<TrackedEvent> = {}): TrackedEvent {
  const at = new Date(Date.UTC(2026, 0, 10, 12, 0, second));
  return anEvent({ id, event_time: at, created_at: at, ...overrides });
}

const page = (events: TrackedEvent[]) => ({
  events,
  latest_at: events.length === 0 ? null : new Date(Math.max(...events.map((e) => +e.created_at))),
});

const ids = (stream: RealtimeStream) => stream.events.map((event) => event.id);

describe('mergeStream', () => {
  it('takes the first answer as it is, announcing nothing', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('b', 2), receivedAt('a', 1)]));
    expect(ids(first)).toEqual(['b', 'a']);
    expect(first.latestAt).toEqual(new Date('2026-01-10T12:00:02Z'));
    expect(first.added).toBe(0);
    expect(first.polls).toBe(1);
  });

  it('puts new events on top, newest first, and counts them', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('a', 1)]));
    const second = mergeStream(first, page([receivedAt('c', 3), receivedAt('b', 2)]));
    expect(ids(second)).toEqual(['c', 'b', 'a']);
    expect(second.added).toBe(2);
    expect(second.latestAt).toEqual(new Date('2026-01-10T12:00:03Z'));
  });

  it('does not list an event twice and shows its latest copy', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('a', 1, { status: 'pending' })]));
    const second = mergeStream(first, page([receivedAt('a', 1, { status: 'processed' })]));
    expect(ids(second)).toEqual(['a']);
    expect(second.events[0]?.status).toBe('processed');
    expect(second.added).toBe(0);
  });

  it('keeps at most the stream’s size, dropping the oldest', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('b', 2), receivedAt('a', 1)]), 3);
    const second = mergeStream(first, page([receivedAt('d', 4), receivedAt('c', 3)]), 3);
    expect(ids(second)).toEqual(['d', 'c', 'b']);
  });

  it('counts only the new events that made it onto the screen', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('b', 20)]), 2);
    const many = [receivedAt('e', 25), receivedAt('d', 24), receivedAt('c', 23)];
    const second = mergeStream(first, page(many), 2);
    expect(ids(second)).toEqual(['e', 'd']);
    expect(second.added).toBe(2);
  });

  it('keeps its latest moment through an answer without events', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('a', 1)]));
    const quiet = mergeStream(first, page([]));
    expect(quiet.latestAt).toEqual(first.latestAt);
    expect(ids(quiet)).toEqual(['a']);
    expect(quiet.added).toBe(0);
    expect(quiet.polls).toBe(2);
  });

  it('never moves its latest moment back', () => {
    const first = mergeStream(EMPTY_STREAM, page([receivedAt('b', 5)]));
    const late = mergeStream(first, page([receivedAt('a', 1)]));
    expect(late.latestAt).toEqual(new Date('2026-01-10T12:00:05Z'));
  });
});

describe('nextSince', () => {
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);
  const seen = (latestAt: string, events: TrackedEvent[] = [receivedAt('a', 1)]): RealtimeStream => ({
    ...EMPTY_STREAM,
    events,
    latestAt: new Date(latestAt),
  });

  it('asks for nothing before the first event is seen', () => {
    expect(nextSince(EMPTY_STREAM, now)).toBeUndefined();
  });

  it('asks from the newest event seen', () => {
    expect(nextSince(seen('2026-01-10T11:59:30.250Z'), now)).toBe('2026-01-10T11:59:30.250Z');
  });

  it('asks for the latest events again while one on screen is pending, to see its status move on', () => {
    const pending = [receivedAt('b', 2, { status: 'pending' }), receivedAt('a', 1)];
    expect(nextSince(seen('2026-01-10T11:59:30Z', pending), now)).toBeUndefined();
  });

  it('asks from just inside the server’s 24 hours when the newest event is older', () => {
    expect(nextSince(seen('2026-01-08T09:00:00Z'), now)).toBe('2026-01-09T12:01:00.000Z');
  });
});
