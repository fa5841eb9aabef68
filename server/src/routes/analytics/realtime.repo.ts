import { and, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import { domains } from '../../db/schema/business.ts';
import { events } from '../../db/schema/events.ts';

const MINUTE_MS = 60_000;
/**
 * `event_time` may lie 7 days before the event was received: bounding it by 8 days keeps a read of
 * what was received in the last minutes to the newest monthly partitions.
 */
const EVENT_TIME_WINDOW_MS = 8 * 24 * 60 * MINUTE_MS;

/** Received between `since` and `now`, test events aside: the events the realtime figures count. */
const receivedSince = (domainIds: readonly string[], since: number, now: Date) => sql`
  domain_id = any(${sql.param([...domainIds])}::text[])
  and created_at > ${new Date(since).toISOString()}::timestamptz
  and created_at <= ${now.toISOString()}::timestamptz
  and event_time >= ${new Date(now.getTime() - EVENT_TIME_WINDOW_MS).toISOString()}::timestamptz
  and source <> 'test'`;

/** What the scope's domains received in the last 30 minutes: counts, visitors, minutes and names. */
export async function realtimeFigures(db: Database, domainIds: readonly string[], now: Date) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
  // The per-minute counts cover the current minute and the 29 before it, whole minutes.
  const firstMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - 29 * MINUTE_MS;
  const windowStart = Math.min(firstMinute, now.getTime() - 30 * MINUTE_MS);
  const where = receivedSince(domainIds, windowStart - 1, now);
  const [[figures], minutes, names] = await Promise.all([
    rowsOf<Record<'last_minute' | 'last_5' | 'last_30' | 'visitors', string | number>>(
      db,
      sql`select count(*) filter (where created_at > ${at(1)}::timestamptz) as last_minute,
            count(*) filter (where created_at > ${at(5)}::timestamptz) as last_5,
            count(*) filter (where created_at > ${at(30)}::timestamptz) as last_30,
            count(distinct visitor_id) filter (where created_at > ${at(5)}::timestamptz) as visitors
          from events where ${where}`,
    ),
    rowsOf<{ minute: string | Date; events: string | number }>(
      db,
      sql`select date_trunc('minute', created_at) as minute, count(*) as events from events
          where ${where} and created_at >= ${new Date(firstMinute).toISOString()}::timestamptz group by 1`,
    ),
    rowsOf<{ event_name: string; events: string | number }>(
      db,
      sql`select event_name, count(*) as events from events
          where ${where} and created_at > ${at(30)}::timestamptz
          group by 1 order by 2 desc, 1 limit 5`,
    ),
  ]);
  const perMinute = new Map(minutes.map((row) => [new Date(row.minute).getTime(), Number(row.events)]));
  return {
    active_now: Number(figures?.visitors ?? 0),
    events_last_minute: Number(figures?.last_minute ?? 0),
    events_last_5_minutes: Number(figures?.last_5 ?? 0),
    events_last_30_minutes: Number(figures?.last_30 ?? 0),
    per_minute: Array.from({ length: 30 }, (_, index) => {
      const minute = firstMinute + index * MINUTE_MS;
      return { bucket: new Date(minute), events: perMinute.get(minute) ?? 0 };
    }),
    top_events: names.map((row) => ({ event_name: row.event_name, events: Number(row.events) })),
    generated_at: now,
  };
}

/** The latest events the scope's domains received after `since`, newest first, test events left out. */
export function latestReceived(
  db: Database,
  domainIds: readonly string[],
  { since, limit, now }: { since: Date; limit: number; now: Date },
) {
  return db
    .select({ event: events, domainName: domains.name })
    .from(events)
    .innerJoin(domains, eq(domains.id, events.domainId))
    .where(
      and(
        inArray(events.domainId, [...domainIds]),
        gt(events.createdAt, since),
        lte(events.createdAt, now),
        gte(events.eventTime, new Date(since.getTime() - EVENT_TIME_WINDOW_MS)),
        ne(events.source, 'test'),
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(limit);
}
