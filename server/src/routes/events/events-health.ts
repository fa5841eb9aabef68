import { msg } from '@lingui/core/runtime-macro';
import { sql } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { rowsOf, type Database } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { SERVICE_CATALOG } from '../../lib/service-catalog.ts';

const MINUTE_MS = 60_000;
/** Polled by status pages: computed at most once per this long per process. */
const FRESH_MS = 5_000;
/** The processing queue lags when its oldest pending event waited longer than this. */
const LAG_DEGRADED_SECONDS = 60;
/** Delivery is degraded when less than this share of the last hour's finished deliveries got through. */
const SUCCESS_DEGRADED = 0.9;
/** `event_time` may lie 7 days back: the newest received event is looked for within 8 days of it. */
const RECEIVED_WINDOW = '8 days';

interface QueueFigures {
  pending: number;
  oldest: Date | string | null;
  last_event_at: Date | string | null;
}

interface DestinationFigures {
  service: string;
  delivered: number;
  failed: number;
  last_failure_at: Date | string | null;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The platform-wide figures of ingestion and delivery, nothing about any one user's domains. */
async function healthFigures(db: Database, now: Date) {
  const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS).toISOString();
  const [[queue], destinations, backlog] = await Promise.all([
    rowsOf<QueueFigures>(
      db,
      // Pending events are few and indexed (events_pending_idx); the newest received event is read from
      // the months that can hold it.
      sql`select
        (select count(*)::int from events where status = 'pending') as pending,
        (select min(created_at) from events where status = 'pending') as oldest,
        (select max(created_at) from events where event_time > ${now.toISOString()}::timestamptz - ${RECEIVED_WINDOW}::interval) as last_event_at`,
    ),
    rowsOf<DestinationFigures>(
      db,
      sql`select service,
        count(*) filter (where outcome = 'delivered')::int as delivered,
        count(*) filter (where outcome = 'failed')::int as failed,
        max(attempted_at) filter (where outcome <> 'delivered') as last_failure_at
      from event_delivery_attempts where attempted_at >= ${hourAgo}::timestamptz group by service`,
    ),
    rowsOf<{ service: string; waiting: number }>(
      db,
      sql`select delivery ->> 'service' as service, count(*)::int as waiting
      from events, jsonb_array_elements(deliveries) as delivery
      where status = 'pending' and delivery ->> 'status' = 'pending' group by 1`,
    ),
  ]);
  const lagSeconds = queue?.oldest
    ? Math.max(0, Math.round((now.getTime() - new Date(queue.oldest).getTime()) / 1000))
    : 0;
  const byService = new Map(destinations.map((row) => [row.service, row]));
  const waiting = new Map(backlog.map((row) => [row.service, row.waiting]));
  return {
    pending: queue?.pending ?? 0,
    lagSeconds,
    lastEventAt: toDate(queue?.last_event_at ?? null),
    destinations: SERVICE_CATALOG.map(({ key }) => {
      const figures = byService.get(key);
      const delivered = figures?.delivered ?? 0;
      const failed = figures?.failed ?? 0;
      return {
        service: key,
        delivered_last_hour: delivered,
        failed_last_hour: failed,
        success_rate: delivered + failed ? delivered / (delivered + failed) : null,
        last_failure_at: toDate(figures?.last_failure_at ?? null),
        backlog: waiting.get(key) ?? 0,
      };
    }),
  };
}

type Figures = Awaited<ReturnType<typeof healthFigures>>;

/** `GET /events/health`, open to anyone, 60 calls a minute per address. */
export function eventsHealthHandlers(context: AppContext): Handlers {
  const perAddress = new RateLimiter(60, MINUTE_MS);
  let cached: { at: number; figures: Promise<Figures> } | undefined;

  const getEventsHealth: Handler<'getEventsHealth'> = async (request) => {
    const now = new Date();
    perAddress.consume(request.ip, now.getTime());
    if (!cached || now.getTime() - cached.at > FRESH_MS) {
      const figures = healthFigures(context.db, now);
      cached = { at: now.getTime(), figures };
      // A failed read is not kept: the next call tries again.
      figures.catch(() => (cached = undefined));
    }
    const figures = await cached.figures;
    const failedLastHour = figures.destinations.reduce((sum, row) => sum + row.failed_last_hour, 0);
    const struggling = figures.destinations.some(
      (row) => row.success_rate !== null && row.success_rate < SUCCESS_DEGRADED,
    );
    return ok(
      {
        status: figures.lagSeconds > LAG_DEGRADED_SECONDS || struggling ? 'degraded' : 'operational',
        accepting: true,
        queue: {
          pending: figures.pending,
          lag_seconds: figures.lagSeconds,
          failed_last_hour: failedLastHour,
        },
        last_event_at: figures.lastEventAt,
        checked_at: new Date(cached.at),
        destinations: figures.destinations,
      },
      request.t(msg`Event ingestion health`),
    );
  };

  return { getEventsHealth };
}
