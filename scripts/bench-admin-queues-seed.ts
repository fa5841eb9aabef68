// What the staff's queue benchmark reads: the demo accounts, an owner with 300 domains, and BENCH_JOBS
// pg-boss jobs in its `pgboss.job` table, as a week of a busy server leaves them (pg-boss deletes
// finished jobs after 7 days): event deliveries to the four destinations, mostly completed, 3.5 % failed
// (given up after 8 tries, on 30 domains whose destination keeps failing), some waiting for a retry or
// to start, 16 running; the mails beside them (links, ticket notices, refunds…), and a few restore tests.
// Written by the database itself (generate_series), a statement per kind of job.
//
// pg-boss's workers in the benchmark's server must leave the jobs where they are: the waiting ones
// (created, retry) start in an hour or more (start_after), so they count as delayed; the running ones
// have no heartbeat and expire in 2 hours; the finished ones are kept 7 days from their end, as pg-boss
// keeps them.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type DatabaseHandle } from '../server/src/db/database.ts';
import { seed } from '../server/src/db/seed/seed.ts';
import { deliverEvents } from '../server/src/routes/events/delivery/deliver-events.job.ts';
// Loading the handlers defines every job the app queues (definedJobs), as the server's start does.
import '../server/src/routes/all-handlers.ts';
import { definedJobs } from '../server/src/services/jobs/job-queue.ts';
import { createJobBoss, stopJobBoss } from '../server/src/services/jobs/pg-boss-queue.ts';

export const BENCH_JOBS = Number(process.env.BENCH_ADMIN_JOBS ?? 100_000);
const BENCH_DOMAINS = 300;
/** Share of the jobs that are event deliveries; the rest are mails, and RESTORE_TESTS restore tests. */
const DELIVERY_SHARE = 0.87;
const RESTORE_TESTS = 7;
/** Deliveries running, as 4 workers fetching 4 each hold them. */
const RUNNING = 16;
/** The domains whose destinations keep failing: every FAILING_EVERY-th, FAILING_DOMAINS of them. */
const FAILING_EVERY = 8;
const FAILING_DOMAINS = 30;
const DESTINATIONS = ['webhook', 'meta_capi', 'google_ga4', 'tiktok_events'];
const CAUSES = ['status 503', 'timeout', 'status 500', 'ECONNREFUSED'];

/** The mail queues, each with its share of the mails in percent (cumulative) and its data. */
const MAILS = [
  {
    queue: 'auth.mail_magic_link',
    upTo: 40,
    data: sql`jsonb_build_object('email', 'user-' || u || '@bench-queues.example', 'origin', o)`,
  },
  {
    queue: 'auth.mail_password_reset',
    upTo: 55,
    data: sql`jsonb_build_object('email', 'user-' || u || '@bench-queues.example', 'origin', o)`,
  },
  {
    queue: 'support.mail_ticket_notice',
    upTo: 80,
    data: sql`jsonb_build_object('event', (array['opened', 'owner_replied', 'staff_replied'])[1 + i % 3],
      'ticketId', 'bench-ticket-' || i % 2000, 'messageId', 'bench-message-' || i,
      'recipientId', 'bench-queue-user-' || u)`,
  },
  { queue: 'billing.mail_refund', upTo: 88, data: sql`jsonb_build_object('refundId', 'bench-refund-' || i)` },
  {
    queue: 'auth.mail_registration_attempted',
    upTo: 98,
    data: sql`jsonb_build_object('userId', 'bench-queue-user-' || u, 'origin', o)`,
  },
  {
    queue: 'auth.mail_two_factor_paused',
    upTo: 100,
    data: sql`jsonb_build_object('userId', 'bench-queue-user-' || u, 'origin', o)`,
  },
] as const;

const SEVEN_DAYS = 7 * 86_400;

/** Creates pg-boss's schema and the queue of every job the app defines (the server sets their options). */
async function createQueues(database: DatabaseHandle) {
  const names = new Set(definedJobs().map((job) => job.name));
  for (const queue of [deliverEvents.name, 'backups.restore_test', ...MAILS.map((mail) => mail.queue)]) {
    if (!names.has(queue)) throw new Error(`the app defines no job ${queue}`);
  }
  const boss = createJobBoss(database);
  boss.on('error', (error) => console.error(error));
  await boss.start();
  try {
    for (const name of names) await boss.createQueue(name);
  } finally {
    await stopJobBoss(boss);
  }
}

async function insertDomains(db: Database) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified_at, status, language, created_at, updated_at)
    values ('bench-queue-owner', 'Queue Owner', 'owner@bench-queues.example', now(), 'active', 'pl',
      now() - interval '1 year', now())
  `);
  await db.execute(sql`
    insert into domains (id, user_id, name, status, created_at, updated_at)
    select 'bench-queue-domain-' || i, 'bench-queue-owner', 'shop-' || i || '.bench-queues.example', 'active',
      now() - interval '1 year', now()
    from generate_series(1, ${BENCH_DOMAINS}) as i
  `);
}

/**
 * `count` deliveries of 1–12 events each, four in a row queued by one ingestion request, one to each
 * destination (its id in `requestId`, as every job a request queues carries it), their creation spread
 * over the 6.5 days before the last 2 hours, newest last: per 1,000, 35 failed, 6 waiting for a retry,
 * 12 created, 2 cancelled, the rest completed (1 in 50 of them on a second try); the RUNNING newest are
 * running. A failed job's domain is one of the failing ones, its error the one its domain and
 * destination keep giving.
 */
async function insertDeliveries(db: Database, count: number) {
  await db.execute(sql`
    insert into pgboss.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      retry_delay_max, expire_seconds, deletion_seconds, policy, start_after, created_on, started_on,
      completed_on, keep_until, output)
    select ${deliverEvents.name},
      jsonb_build_object('domainId', 'bench-queue-domain-' || a.domain, 'service', a.service,
        'events', (select jsonb_agg(jsonb_build_array('bench-event-' || i || '-' || e,
            to_char((t.created - e * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
          from generate_series(1, 1 + i % 12) as e),
        'requestId', 'bench-ingest-' || i / 4),
      k.state::pgboss.job_state, 8, t.tries, 15, true, 3600,
      case when k.state = 'active' then 7200 else 300 end, ${SEVEN_DAYS}, 'standard',
      t.start_after, t.created, t.started, t.completed, t.created + interval '14 days',
      case
        when k.state = 'failed' then jsonb_build_object('message', 'DeliveryTrouble: ' || (1 + i % 12) ||
          ' deliveries to ' || a.service || ' were given up (' || a.cause || ')')
        when k.state = 'retry' then jsonb_build_object('message', 'DeliveryTrouble: ' || (1 + i % 12) ||
          ' deliveries to ' || a.service || ' will be tried again (' || a.cause || ')')
      end
    from generate_series(1, ${count}) as i,
      lateral (select case
        when i > ${count - RUNNING} then 'active'
        when i * 7 % 1000 < 35 then 'failed'
        when i * 7 % 1000 < 41 then 'retry'
        when i * 7 % 1000 < 53 then 'created'
        when i * 7 % 1000 < 55 then 'cancelled'
        else 'completed' end as state) as k,
      lateral (select
        case when k.state = 'failed' then ${FAILING_EVERY} * (1 + i % ${FAILING_DOMAINS})
          else 1 + i * 37 % ${BENCH_DOMAINS} end as domain,
        ${sql.param(DESTINATIONS)}::text[] as services) as d,
      lateral (select d.domain as domain, d.services[1 + i % 4] as service,
        (${sql.param(CAUSES)}::text[])[1 + (d.domain + i % 4) % 4] as cause) as a,
      lateral (select
        now() - interval '2 hours' - (${count} - i) * (interval '156 hours' / ${count}) as spread,
        now() - (30 + i % 60) * interval '1 minute' as retried,
        now() - (i % 300) * interval '1 second' as queued,
        now() + interval '1 hour' + (i % 60) * interval '1 minute' as later) as w,
      lateral (select
        case k.state when 'active' then now() - (i % 20) * interval '1 second' when 'retry' then w.retried
          when 'created' then w.queued else w.spread end as created,
        case k.state when 'failed' then 8 when 'retry' then 1 + i % 7 when 'cancelled' then 1
          when 'completed' then case when i % 50 = 0 then 1 else 0 end else 0 end as tries) as c,
      lateral (select c.created, c.tries,
        case when k.state in ('created', 'retry') then w.later else c.created end as start_after,
        case when k.state = 'created' then null
          when k.state = 'active' then now() - (i % 5) * interval '1 second'
          else c.created + c.tries * interval '1 minute' + interval '300 milliseconds' end as started,
        case k.state when 'completed' then c.created + c.tries * interval '1 minute' + interval '1200 milliseconds'
          when 'failed' then c.created + interval '95 minutes'
          when 'cancelled' then c.created + interval '20 minutes' end as completed) as t
  `);
}

/**
 * `count` mails over the same days, in MAILS's shares: per 1,000, 10 failed (the mail server refused or
 * was down), 5 waiting for a retry, 5 created, the rest sent.
 */
async function insertMails(db: Database, count: number) {
  const queue = sql.join(
    MAILS.map((mail) => sql`when i % 100 < ${mail.upTo} then ${mail.queue}`),
    sql` `,
  );
  const data = sql.join(
    MAILS.map((mail) => sql`when i % 100 < ${mail.upTo} then ${mail.data}`),
    sql` `,
  );
  await db.execute(sql`
    insert into pgboss.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      retry_delay_max, expire_seconds, deletion_seconds, policy, start_after, created_on, started_on,
      completed_on, keep_until, output)
    select case ${queue} end, case ${data} end || jsonb_build_object('requestId', 'bench-request-' || i), k.state::pgboss.job_state, 3, k.tries, 30, true, 300, 300,
      ${SEVEN_DAYS}, 'standard',
      case when k.state in ('created', 'retry') then now() + interval '1 hour' + (i % 60) * interval '1 minute'
        else w.created end,
      w.created,
      case when k.state <> 'created' then w.created + interval '200 milliseconds' end,
      case when k.state in ('completed', 'failed') then w.created + k.tries * interval '1 minute'
        + interval '900 milliseconds' end,
      w.created + interval '14 days',
      case k.state
        when 'failed' then jsonb_build_object('message', (array['Error: connect ECONNREFUSED 127.0.0.1:25',
          'Error: Invalid login: 535 Authentication failed'])[1 + i % 2] || E'\n    at SMTPConnection._formatError')
        when 'retry' then jsonb_build_object('message', 'Error: Greeting never received')
      end
    from generate_series(1, ${count}) as i,
      lateral (select 1 + i * 7 % 997 as u, jsonb_build_object('ipAddress', '203.0.113.' || i % 250,
        'userAgent', 'Mozilla/5.0 (bench)', 'requestId', 'bench-request-' || i) as o) as p,
      lateral (select case
        when i * 13 % 1000 < 10 then 'failed'
        when i * 13 % 1000 < 15 then 'retry'
        when i * 13 % 1000 < 20 then 'created'
        else 'completed' end as state,
        case when i * 13 % 1000 < 10 then 3 when i * 13 % 1000 < 15 then 1 else 0 end as tries) as k,
      lateral (select case when k.state in ('created', 'retry') then now() - (i % 600) * interval '1 second'
        else now() - interval '2 hours' - (${count} - i) * (interval '156 hours' / ${count}) end as created) as w
  `);
  await db.execute(sql`
    insert into pgboss.job (name, data, state, retry_limit, expire_seconds, deletion_seconds, policy,
      start_after, created_on, started_on, completed_on, keep_until)
    select 'backups.restore_test',
      jsonb_build_object('filename', 'tracklane-' || to_char(now() - i * interval '1 day', 'YYYY-MM-DD') || '.sql.gz'),
      'completed', 0, 3600, ${SEVEN_DAYS}, 'standard', now() - i * interval '22 hours',
      now() - i * interval '22 hours', now() - i * interval '22 hours' + interval '1 second',
      now() - i * interval '22 hours' + interval '40 seconds', now() + interval '14 days'
    from generate_series(1, ${RESTORE_TESTS}) as i
  `);
}

/** How the seeding went, for the output. */
export interface SeededJobs {
  byState: Record<string, number>;
  jobs: number;
  seconds: number;
}

/**
 * Seeds the demo accounts and plans, the owner and its domains, pg-boss's schema and queues, then
 * BENCH_JOBS jobs; answers how many jobs are in each state.
 */
export async function seedAdminQueuesBench(database: DatabaseHandle): Promise<SeededJobs> {
  const { db } = database;
  await seed(db, { demoUsers: true, demoBusiness: false });
  await createQueues(database);
  const started = performance.now();
  await insertDomains(db);
  const deliveries = Math.round(BENCH_JOBS * DELIVERY_SHARE);
  await insertDeliveries(db, deliveries);
  await insertMails(db, BENCH_JOBS - deliveries - RESTORE_TESTS);
  // Fresh statistics, as autovacuum keeps them on the partition that holds the jobs.
  for (const table of ['pgboss.job_common', 'pgboss.queue', 'domains', 'users']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const counted = await rowsOf<{ state: string; jobs: number | string }>(
    db,
    sql`select state::text as state, count(*) as jobs from pgboss.job group by 1 order by 1`,
  );
  const byState = Object.fromEntries(counted.map((row) => [row.state, Number(row.jobs)]));
  return {
    byState,
    jobs: Object.values(byState).reduce((sum, jobs) => sum + jobs, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Prints what `name` holds, how long it took, and the load. */
export function printQueuesSeeding(name: string, seeded: SeededJobs) {
  const states = Object.entries(seeded.byState)
    .map(([state, jobs]) => `${jobs.toLocaleString('en')} ${state}`)
    .join(', ');
  console.log(
    `  ${name}: ${seeded.jobs.toLocaleString('en')} jobs (${states}), written in ${seeded.seconds.toFixed(0)} s;` +
      ` load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
}
