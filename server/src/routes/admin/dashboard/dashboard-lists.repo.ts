import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/database.ts';

const HOUR_MS = 3_600_000;
/** How long a tracking subdomain's setup may take before it counts as stuck. */
const SETUP_GRACE_MS = 24 * HOUR_MS;
/** How far back failed deliveries count. */
const FAILURE_WINDOW_MS = 24 * HOUR_MS;
/** How many of each list the strip shows. */
export const ATTENTION_LIMIT = 5;

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const numberOf = (value: unknown) => Number(value ?? 0);
const instantOf = (value: unknown) => new Date(value as string | Date);

/** Counts of a list of the strip beside its first rows: `count(*) over ()` spares a second query. */
const totalOf = (rows: { total?: unknown }[]) => numberOf(rows[0]?.total);

/**
 * Tracking subdomains whose setup failed, or has not finished a day after it began, oldest first; with
 * how many there are, and how many of them failed.
 */
export async function stuckTrackingDomains(db: Database, now: Date) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select d.id as domain_id, d.name as domain, t.hostname, t.status, t.created_at as since,
      count(*) over () as total, count(*) filter (where t.status = 'failed') over () as failed
    from tracking_domains as t join domains as d on d.id = t.domain_id
    where t.status = 'failed'
      or (t.status in ('pending', 'verifying', 'configuring')
        and t.created_at <= ${at(new Date(now.getTime() - SETUP_GRACE_MS))})
    order by t.created_at, t.id limit ${ATTENTION_LIMIT}`,
  );
  return {
    total: totalOf(rows),
    items: rows.map((row) => ({
      domain_id: row.domain_id as string,
      domain: row.domain as string,
      hostname: row.hostname as string,
      status: row.status as 'pending' | 'verifying' | 'configuring' | 'failed',
      since: instantOf(row.since),
    })),
    failed: numberOf(rows[0]?.failed),
  };
}

/**
 * Enabled destinations that gave up on an event in the last day and delivered nothing after: how many
 * deliveries failed since the last one that went through, and when the first of them failed.
 */
export async function failingDestinations(db: Database, now: Date) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with recent as (
      select a.domain_id, a.service, a.outcome, a.attempted_at from event_delivery_attempts as a
      where a.attempted_at > ${at(new Date(now.getTime() - FAILURE_WINDOW_MS))}
        and a.attempted_at <= ${at(now)} and a.outcome <> 'retrying'
    ), last_delivered as (
      select domain_id, service, max(attempted_at) as at from recent where outcome = 'delivered'
      group by domain_id, service
    ), failing as (
      select r.domain_id, r.service, count(*) as failed, min(r.attempted_at) as since
      from recent as r left join last_delivered as l on l.domain_id = r.domain_id and l.service = r.service
      where r.outcome = 'failed' and (l.at is null or r.attempted_at > l.at)
      group by r.domain_id, r.service
    )
    select f.domain_id, d.name as domain, f.service, f.failed, f.since, count(*) over () as total
    from failing as f
    join domains as d on d.id = f.domain_id
    join domain_services as s on s.domain_id = f.domain_id and s.key = f.service and s.enabled
    order by f.failed desc, f.since, d.name, f.service limit ${ATTENTION_LIMIT}`,
  );
  return {
    total: totalOf(rows),
    items: rows.map((row) => ({
      domain_id: row.domain_id as string,
      domain: row.domain as string,
      service: row.service as string,
      failed: numberOf(row.failed),
      since: instantOf(row.since),
    })),
  };
}

/** Tickets not closed: how many, the ones waiting for staff longest, and the urgent ones waiting. */
export async function ticketFigures(db: Database) {
  const [counts, waiting] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select count(*) as open,
        count(*) filter (where t.waiting_since is not null and t.priority = 'urgent') as urgent_waiting
      from support_tickets as t where t.status <> 'closed'`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select t.id, t.number, t.subject, t.waiting_since, count(*) over () as total
      from support_tickets as t where t.status <> 'closed' and t.waiting_since is not null
      order by t.waiting_since, t.number limit ${ATTENTION_LIMIT}`,
    ),
  ]);
  return {
    open: numberOf(counts[0]?.open),
    urgentWaiting: numberOf(counts[0]?.urgent_waiting),
    waiting: {
      total: totalOf(waiting),
      items: waiting.map((row) => ({
        id: row.id as string,
        number: numberOf(row.number),
        subject: row.subject as string,
        waiting_since: instantOf(row.waiting_since),
      })),
    },
  };
}

/** How many payments failed from `since` on. */
export async function failedPayments(db: Database, since: Date) {
  const [row] = await rowsOf<{ failed: unknown }>(
    db,
    sql`select count(*) as failed from payments where status = 'failed' and created_at >= ${at(since)}`,
  );
  return numberOf(row?.failed);
}

/** The ten newest accounts, newest first, each with the social provider of its first connected account. */
export async function recentSignups(db: Database) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select u.id, u.name, u.email, u.avatar_path, u.status, u.email_verified_at, u.created_at,
      (select c.provider from connected_accounts as c where c.user_id = u.id
        order by c.connected_at limit 1) as provider
    from users as u order by u.created_at desc, u.id limit 10`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    email: row.email as string,
    avatarPath: row.avatar_path as string | null,
    status: row.status as 'active' | 'suspended' | 'pending',
    emailVerified: row.email_verified_at !== null,
    provider: row.provider as string | null,
    createdAt: instantOf(row.created_at),
  }));
}
