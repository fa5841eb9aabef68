import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/**
 * What the demo's stored events would have left beside them had ingestion and delivery run: a row per
 * attempt of each delivery (the destinations' health and an event's attempts read them, so without
 * these `/events` said "no deliveries" above delivered rows), and on each domain's API key the moment
 * its site's server last sent an event with it (its newest `server` event: the key said "never used"
 * after thousands). Written from the stored events in SQL, so it follows whatever they hold.
 */
export async function seedDemoEventTraces(db: Database, domainIds: string[]) {
  const ids = sql`${sql.param(domainIds)}::text[]`;
  // Attempt n of N falls the nth part of the way from receipt to the end of processing; all but the
  // last were retries, and the last was the delivery's outcome.
  await db.execute(sql`
    insert into event_delivery_attempts
      (domain_id, event_id, service, attempt, outcome, http_status, error, duration_ms, attempted_at)
    select e.domain_id, e.id, d.entry ->> 'service', n.attempt,
      case when n.attempt < d.tries then 'retrying'
        when d.entry ->> 'status' = 'failed' then 'failed' else 'delivered' end,
      case when n.attempt = d.tries and d.entry ->> 'status' = 'processed' then 200 end,
      case when n.attempt < d.tries or d.entry ->> 'status' = 'failed' then d.entry ->> 'error' end,
      90 + abs(hashtext(e.id || n.attempt::text)) % 600,
      e.created_at + (coalesce(e.processed_at, e.created_at) - e.created_at) * n.attempt / d.tries
    from events as e
      cross join lateral (
        select entry, greatest(1, coalesce((entry ->> 'attempts')::int, 1)) as tries
        from jsonb_array_elements(e.deliveries) as entry
      ) as d
      cross join lateral generate_series(1, d.tries) as n (attempt)
    where e.domain_id = any(${ids})
      and d.entry ->> 'status' in ('processed', 'failed')
    on conflict do nothing`);
  await db.execute(sql`
    update domain_api_keys as k set last_used_at = (
      select max(created_at) from events where domain_id = k.domain_id and source = 'server')
    where k.domain_id = any(${ids}) and k.revoked_at is null`);
}
