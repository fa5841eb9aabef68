import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/database.ts';

// pg-boss keeps every job of the app's queues in its `pgboss.job` table (none of them is partitioned):
// pg-boss's own API finds jobs by queue and data but not by state, newest first or across queues, so the
// staff's reads are SQL on that table, through its indexes; every change goes through pg-boss's API.
// Those indexes all lead with the queue's name (its jobs by creation, by completion, the unfinished and
// failed ones by state), so a read across queues walks each queue's index (a lateral join on
// `pgboss.queue`) rather than the whole table: with 100,000 jobs the newest page answered in 70 ms on
// PostgreSQL and 156 ms on PGlite (median) read whole, in 14 and 22 ms so (scripts/bench-admin-queues.ts).

/** A job's state as pg-boss keeps it. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export const JOB_STATES: readonly JobState[] = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
];

/** Which jobs a list, a count or a bulk action is about. */
export interface JobFilter {
  states?: JobState[];
  queue?: string;
  /** A JSON object the job's data contains (the domain, the destination…). */
  data?: Record<string, unknown>;
}

/** A row of the jobs list. */
export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  data: Record<string, unknown> | null;
  output: Record<string, unknown> | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  domain_name: string | null;
}

/** A job's whole row, as its page shows it. */
export interface JobRecordRow extends JobRow {
  priority: number;
  start_after: Date | string;
  keep_until: Date | string;
  retry_delay: number;
  retry_backoff: boolean;
  expire_seconds: number;
  singleton_key: string | null;
}

/**
 * The job's data holds `value` at `key`. Nothing indexes the data, so this is tested on every job the
 * other filters leave: a text value (a domain, a destination, an address) is first compared as text
 * (`->>`), the cheapest test there is, which took PGlite 40 ms over 100,000 jobs where `@>` alone took
 * 45 to 75 ms and `->` compared as JSON 110 ms; `@>` then keeps the containment's meaning ("5" is not 5).
 */
function dataCondition(key: string, value: unknown): SQL {
  const contained = sql`j.data @> ${JSON.stringify({ [key]: value })}::jsonb`;
  return typeof value === 'string' ? sql`j.data ->> ${key}::text = ${value} and ${contained}` : contained;
}

function whereOf(filter: JobFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.states?.length) {
    // As pg-boss's enum, not as text, so its index of the unfinished and failed jobs answers.
    conditions.push(
      sql`j.state in (${sql.join(
        filter.states.map((state) => sql`${state}::pgboss.job_state`),
        sql`, `,
      )})`,
    );
  }
  if (filter.queue) conditions.push(sql`j.name = ${filter.queue}`);
  for (const [key, value] of Object.entries(filter.data ?? {})) conditions.push(dataCondition(key, value));
  return sql.join(conditions, sql` and `);
}

const LIST_COLUMNS = sql`j.id::text as id, j.name, j.state::text as state, j.data, j.output, j.retry_count,
  j.retry_limit, j.created_on, j.started_on, j.completed_on, d.name as domain_name`;

/** The domain a job's data names, when there is one (event deliveries, domain checks…). */
const DOMAIN_JOIN = sql`left join domains d on d.id = j.data ->> 'domainId'`;

/** The newest first, the same order on every page (two jobs may be created in the same microsecond). */
const NEWEST_FIRST = sql`order by j.created_on desc, j.id desc`;

/**
 * The list's columns of the jobs `keys` names (their queue, id and the total it counted), newest first;
 * `matching` is a `with` the keys may read.
 */
function pageOf(db: Database, keys: SQL, matching: SQL = sql``) {
  return rowsOf<JobRow & { total?: number | string }>(
    db,
    sql`${matching} select ${LIST_COLUMNS}, k.total from (${keys}) k
      join pgboss.job j on j.name = k.name and j.id = k.id ${DOMAIN_JOIN}
      ${NEWEST_FIRST}`,
  );
}

/**
 * A page of the jobs matching `filter`, newest first, and how many match in all. Without a filter on
 * the data, each queue's newest jobs come from its index by creation (the `with ties` keeps a job
 * created in the same instant as the last one taken) and the count from the indexes. A filter on the
 * data reads every job whatever the query, so the page and its count come from one read of the jobs
 * that match (a window count instead made PostgreSQL scan in parallel, slower on 2 busy cores).
 */
export async function listJobs(
  db: Database,
  filter: JobFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = whereOf(filter);
  const count = async () => {
    const [counted] = await rowsOf<{ total: number | string }>(
      db,
      sql`select count(*) as total from pgboss.job j where ${where}`,
    );
    return Number(counted?.total ?? 0);
  };
  if (filter.data) {
    const rows = await pageOf(
      db,
      sql`select j.name, j.id, (select count(*) from matching) as total from matching j
        ${NEWEST_FIRST} limit ${limit} offset ${offset}`,
      sql`with matching as materialized (select j.name, j.id, j.created_on from pgboss.job j where ${where})`,
    );
    // Past the last page no row says how many there are.
    return { rows, total: rows[0] ? Number(rows[0].total) : await count() };
  }
  const [rows, total] = await Promise.all([
    pageOf(
      db,
      sql`select j.name, j.id, null as total from pgboss.queue q cross join lateral (
          select j.name, j.id, j.created_on from pgboss.job j where j.name = q.name and ${where}
          order by j.created_on desc fetch first (${offset + limit}) rows with ties
        ) j
        ${NEWEST_FIRST} limit ${limit} offset ${offset}`,
    ),
    count(),
  ]);
  return { rows, total };
}

/** The job `id` with every column its page shows, or undefined. */
export async function findJob(db: Database, id: string): Promise<JobRecordRow | undefined> {
  // By each queue's name and the id, pg-boss's primary key: the id alone has no index.
  const [row] = await rowsOf<JobRecordRow>(
    db,
    sql`select ${LIST_COLUMNS}, j.priority, j.start_after, j.keep_until, j.retry_delay, j.retry_backoff,
      j.expire_seconds, j.singleton_key
      from pgboss.queue q join pgboss.job j on j.name = q.name and j.id = ${id}::uuid ${DOMAIN_JOIN}`,
  );
  return row;
}

/** The id, queue, state and data of at most `limit` jobs matching `filter`, for an action on them all. */
export function matchingJobs(db: Database, filter: JobFilter, limit: number) {
  return rowsOf<Pick<JobRow, 'id' | 'name' | 'state' | 'data'>>(
    db,
    sql`select j.id::text as id, j.name, j.state::text as state, j.data from pgboss.job j
      where ${whereOf(filter)} order by j.created_on limit ${limit}`,
  );
}

/** Jobs of each queue in each state: every waiting and running one, finished ones since `since`. */
export function stateCounts(db: Database, since: Date) {
  // The unfinished ones from the index of the unfinished and failed jobs, the finished ones from each
  // queue's index by completion: one pass over the table took 42 ms on PostgreSQL with 100,000 jobs.
  return rowsOf<{ name: string; state: JobState; deferred: boolean; jobs: number | string }>(
    db,
    sql`select name, state::text as state, start_after > now() as deferred, count(*) as jobs
      from pgboss.job
      where state in ('created', 'retry', 'active')
      group by 1, 2, 3
      union all
      select q.name, f.state, false, f.jobs from pgboss.queue q cross join lateral (
        select j.state::text as state, count(*) as jobs from pgboss.job j
        where j.name = q.name and j.completed_on >= ${since.toISOString()}::timestamptz and j.state > 'active'
        group by 1
      ) f`,
  );
}

/** Jobs of each queue completed and failed in each minute since `since`. */
export function minuteCounts(db: Database, since: Date) {
  return rowsOf<{ name: string; minute: Date | string; completed: number | string; failed: number | string }>(
    db,
    sql`select q.name, f.minute, f.completed, f.failed from pgboss.queue q cross join lateral (
        select date_trunc('minute', j.completed_on) as minute,
          count(*) filter (where j.state = 'completed') as completed,
          count(*) filter (where j.state = 'failed') as failed
        from pgboss.job j
        where j.name = q.name and j.completed_on >= ${since.toISOString()}::timestamptz
        group by 1
      ) f`,
  );
}

/** How long each queue's oldest job ready to run has waited, in seconds. */
export function oldestWaiting(db: Database) {
  return rowsOf<{ name: string; seconds: number | string }>(
    db,
    sql`select name, floor(extract(epoch from now() - min(start_after))) as seconds
      from pgboss.job where state in ('created', 'retry') and start_after <= now() group by 1`,
  );
}

/** The `limit` latest failed jobs of every queue. */
export function recentFailures(db: Database, limit: number) {
  return rowsOf<Pick<JobRow, 'id' | 'name' | 'output' | 'retry_count' | 'completed_on'>>(
    db,
    sql`select id::text as id, name, output, retry_count, completed_on from pgboss.job
      where state = 'failed' order by completed_on desc limit ${limit}`,
  );
}

/** A failed delivery's error without the count of events it names, so that like failures group. */
const GROUP_ERROR = sql`regexp_replace(coalesce(j.output ->> 'message', ''), '[0-9]+ deliveries', 'deliveries')`;

/**
 * The failed jobs of queue `queue` (the deliveries) grouped by their domain, destination and error, the
 * most jobs first.
 */
export function failedDeliveryGroups(db: Database, queue: string, limit: number) {
  return rowsOf<{
    domain_id: string;
    domain_name: string | null;
    destination: string;
    error: string;
    jobs: number | string;
    events: number | string;
    last_failed_at: Date | string;
  }>(
    db,
    sql`select j.data ->> 'domainId' as domain_id, max(d.name) as domain_name,
        j.data ->> 'service' as destination, ${GROUP_ERROR} as error, count(*) as jobs,
        sum(jsonb_array_length(coalesce(j.data -> 'events', '[]'::jsonb))) as events,
        max(j.completed_on) as last_failed_at
      from pgboss.job j ${DOMAIN_JOIN}
      where j.name = ${queue} and j.state = 'failed'
      group by 1, 3, 4
      order by count(*) desc, max(j.completed_on) desc
      limit ${limit}`,
  );
}

/**
 * The failed deliveries to `service` of the events a delivery job carries become pending again, so that
 * the job's retry sends them (a try only sends what is still pending). Answers how many events reopened.
 */
export async function reopenFailedDeliveries(
  db: Pick<Database, 'execute'>,
  { domainId, service, events }: { domainId: string; service: string; events: [string, string][] },
) {
  if (!events.length) return 0;
  const reopened = await rowsOf<{ id: string }>(
    db,
    sql`update events as e set
        deliveries = event_delivery_set(e.deliveries, ${service}, '{"status":"pending"}'::jsonb),
        status = event_status_of(event_delivery_set(e.deliveries, ${service}, '{"status":"pending"}'::jsonb)),
        processed_at = null
      from unnest(${sql.param(events.map(([id]) => id))}::text[],
        ${sql.param(events.map(([, time]) => time))}::timestamptz[]) as o (id, event_time)
      where e.domain_id = ${domainId} and e.id = o.id and e.event_time = o.event_time
        and e.deliveries @> ${JSON.stringify([{ service, status: 'failed' }])}::jsonb
      returning e.id`,
  );
  return reopened.length;
}
