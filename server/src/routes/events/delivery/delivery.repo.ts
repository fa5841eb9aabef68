import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { domainServices } from '../../../db/schema/business.ts';
import { eventDeliveryAttempts, events, type EventDelivery } from '../../../db/schema/events.ts';

/** An event of a delivery job: its platform id and `event_time`, which together find its row. */
export type EventKey = [id: string, eventTime: string];

/** What became of one event at one service in one attempt. */
export interface AttemptOutcome {
  eventId: string;
  eventTime: string;
  outcome: 'delivered' | 'retrying' | 'failed';
  httpStatus: number | null;
  response: string | null;
  error: string | null;
  durationMs: number;
}

/** The service `key` of domain `domainId` as stored (secrets sealed), or undefined once removed. */
export async function findDomainService(db: Database, domainId: string, key: string) {
  const [service] = await db
    .select({ enabled: domainServices.enabled, settings: domainServices.settings })
    .from(domainServices)
    .where(and(eq(domainServices.domainId, domainId), eq(domainServices.key, key)));
  return service;
}

/**
 * The events of `keys` (all of domain `domainId`) whose delivery to `service` is still pending: a retried
 * job sends again only what its earlier tries did not deliver.
 */
export function pendingEvents(db: Database, domainId: string, service: string, keys: EventKey[]) {
  const ids = keys.map(([id]) => id);
  const times = keys.map(([, time]) => time);
  const sorted = [...times].sort();
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.domainId, domainId),
        // The time range lets PostgreSQL skip the months' partitions the job has nothing in.
        between(events.eventTime, new Date(sorted[0] ?? 0), new Date(sorted.at(-1) ?? 0)),
        sql`(${events.id}, ${events.eventTime}) in (
          select * from unnest(${sql.param(ids)}::text[], ${sql.param(times)}::timestamptz[]))`,
        sql`${events.deliveries} @> ${JSON.stringify([{ service, status: 'pending' }])}::jsonb`,
      ),
    );
}

/** The delivery entry an attempt's outcome leaves on its event. */
function deliveryEntry(outcome: AttemptOutcome, attempt: number, now: Date): Partial<EventDelivery> {
  return {
    status: { delivered: 'processed', retrying: 'pending', failed: 'failed' }[
      outcome.outcome
    ] as EventDelivery['status'],
    error: outcome.outcome === 'delivered' ? null : outcome.error,
    attempts: attempt,
    last_attempt_at: now.toISOString(),
  };
}

/**
 * Records attempt `attempt` of delivering events of domain `domainId` to `service`: one row per event in
 * the attempts table, and each event's entry for the service, its status and `processed_at` (set once no
 * service is pending) updated in one statement, from the row as locked (see migration 0006).
 * `withAttempts: false` records the outcome alone, for deliveries that ended without a request.
 */
export async function recordAttempt(
  db: Database,
  { domainId, service, attempt, now }: { domainId: string; service: string; attempt: number; now: Date },
  outcomes: AttemptOutcome[],
  { withAttempts = true } = {},
) {
  if (!outcomes.length) return;
  const column = <T>(read: (outcome: AttemptOutcome) => T) => sql.param(outcomes.map(read));
  await db.transaction(async (tx) => {
    if (withAttempts) {
      await tx
        .insert(eventDeliveryAttempts)
        .values(
          outcomes.map((outcome) => ({
            domainId,
            eventId: outcome.eventId,
            service,
            attempt,
            outcome: outcome.outcome,
            httpStatus: outcome.httpStatus,
            response: outcome.response,
            error: outcome.error,
            durationMs: outcome.durationMs,
            attemptedAt: now,
          })),
        )
        // A try that ran before a crash and is run again keeps its first record.
        .onConflictDoNothing();
    }
    await tx.execute(sql`
      update events as e set
        deliveries = event_delivery_set(e.deliveries, ${service}, o.entry),
        status = event_status_of(event_delivery_set(e.deliveries, ${service}, o.entry)),
        processed_at = case
          when event_status_of(event_delivery_set(e.deliveries, ${service}, o.entry)) = 'pending' then null
          else coalesce(e.processed_at, ${now.toISOString()}::timestamptz) end,
        error = case when o.entry ->> 'status' = 'failed' then o.entry ->> 'error' else e.error end,
        attempts = e.attempts + 1
      from unnest(
        ${column((outcome) => outcome.eventId)}::text[],
        ${column((outcome) => outcome.eventTime)}::timestamptz[],
        ${column((outcome) => JSON.stringify(deliveryEntry(outcome, attempt, now)))}::jsonb[]
      ) as o (id, event_time, entry)
      where e.domain_id = ${domainId} and e.id = o.id and e.event_time = o.event_time
    `);
  });
}
