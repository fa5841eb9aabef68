// `npm run bench`: how fast the staff's payments answer with 100,000 payments over a year
// (bench-admin-payments-seed.ts), on PostgreSQL and on PGlite, against issue 28's targets: p95 of the
// payments list (filtered and sorted) at most 50 ms on PostgreSQL and 100 ms on PGlite, and the payment
// analytics of a year at most 100 ms. One request at a time, as the other read benchmarks. Prints;
// asserts nothing.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/database.ts';
import { BENCH_PAYMENTS, printPaymentsSeeding, seedAdminPaymentsBench } from './bench-admin-payments-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';
import { signInDemoAdmin } from './bench-server.ts';

const PORT = 4340;
const ANALYTICS_TARGET_MS = 100;

/** Measures `url` and prints it with its verdict against `targetMs` (and how many rows match, for a list). */
async function measured(name: string, url: string, token: string, targetMs: number) {
  const { times, body } = await measure(url, token);
  const total = (body as { meta?: { total?: number } }).meta?.total;
  const verdict = quantiles(times).p95 <= targetMs ? 'within' : 'OVER';
  const note =
    total === undefined
      ? fewerSamples(times)
      : ` (${total.toLocaleString('en')} matching${fewerSamples(times)})`;
  row(name, times, `${verdict} ${String(targetMs)} ms${note}`);
}

/** A plan, a domain and a payer the list is filtered by. */
async function benchSubjects(target: BenchTarget) {
  const database = await openTarget(target);
  try {
    const [picked] = await rowsOf<{ plan: string }>(
      database.db,
      sql`select plan_id as plan from payments where plan_id is not null group by plan_id order by count(*) desc limit 1`,
    );
    if (!picked) throw new Error('no payment names a plan');
    return picked;
  } finally {
    await database.close();
  }
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function bench(name: string, target: BenchTarget, listTarget: number) {
  const database = await openTarget(target);
  const seeded = await seedAdminPaymentsBench(database.db).finally(() => database.close());
  printPaymentsSeeding(name, seeded);
  const { plan } = await benchSubjects(target);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoAdmin(server.origin);
    const api = `${server.origin}/api/v1/admin/payments`;
    const list = `${api}?per_page=25`;
    await measured('payments: first page (newest first)', list, token, listTarget);
    await measured(
      'payments: status=succeeded, sort=amount',
      `${list}&filter[status]=succeeded&sort=amount&order=desc`,
      token,
      listTarget,
    );
    await measured(
      'payments: plan and last 90 days, sort=paid_at',
      `${list}&filter[plan_id]=${plan}&filter[created_at_from]=${day(90)}&sort=paid_at&order=desc`,
      token,
      listTarget,
    );
    await measured('payments: domain_id', `${list}&filter[domain_id]=bench-pay-domain-42`, token, listTarget);
    await measured('payments: owner (user_id)', `${list}&filter[user_id]=bench-payer-42`, token, listTarget);
    await measured(
      'payments: EUR, amount 40–150, a month, sort=amount',
      `${list}&filter[currency]=EUR&filter[amount_min]=4000&filter[amount_max]=15000&filter[paid_at_from]=${day(30)}&sort=amount&order=asc`,
      token,
      listTarget,
    );
    await measured(
      'payments: refunded (the analytics link)',
      `${list}&filter[refunded]=true&filter[refunded_at_from]=${day(30)}`,
      token,
      listTarget,
    );
    await measured('payments: search=payer-42@', `${list}&search=payer-42%40`, token, listTarget);
    for (const interval of ['day', 'week', 'month'] as const) {
      await measured(
        `analytics: a year by ${interval}`,
        `${api}/analytics?start_date=${day(364)}&end_date=${day(0)}&interval=${interval}`,
        token,
        ANALYTICS_TARGET_MS,
      );
    }
    const { times } = await measure(`${api}/statistics`, token);
    row('statistics (all time, per currency)', times, `no target${fewerSamples(times)}`);
  } finally {
    await server.stop();
  }
}

console.log(
  `\nGET /admin/payments…, ${BENCH_PAYMENTS.toLocaleString('en')} payments over a year, as the demo admin` +
    ` (${SAMPLING}); targets: the list p95 at most 50 ms on PostgreSQL and 100 ms on PGlite, analytics` +
    ` of a year 100 ms`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url }, 50);
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite, 100);
} finally {
  removeTarget(pglite);
}
