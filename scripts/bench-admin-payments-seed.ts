// What the staff's payments benchmark reads: the demo accounts and plans, then 2,000 owners, 10,000
// domains with a subscription each (most active, one in eight cancelled over the year), and BENCH_PAYMENTS
// payments over the last year, each with its invoice: in US dollars mostly, euros and złoty beside
// them, mostly succeeded, some failed or pending, some refunded in whole or part (with their refunds).
// All written by the database itself (generate_series, a few statements).
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/src/db/database.ts';
import { seed } from '../server/src/db/seed/seed.ts';

export const BENCH_PAYMENTS = Number(process.env.BENCH_ADMIN_PAYMENTS ?? 100_000);
const DOMAINS = 10_000;
const OWNERS = 2_000;

/** The owners, their domains, and a subscription per domain on each paid plan in turn. */
async function insertOwnersAndSubscriptions(db: Database) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified_at, status, language, created_at, updated_at)
    select 'bench-payer-' || i, 'Payer ' || i, 'payer-' || i || '@bench-payments.example', now(), 'active',
      (array['pl', 'en', 'de', 'es', 'fr'])[1 + i % 5], now() - interval '2 years', now()
    from generate_series(1, ${OWNERS}) as i
  `);
  await db.execute(sql`
    insert into domains (id, user_id, name, status, plan_id, plan_source, created_at, updated_at)
    select 'bench-pay-domain-' || i, 'bench-payer-' || (1 + i % ${OWNERS}), 'paid-' || i || '.bench.example',
      'active', p.ids[1 + i % cardinality(p.ids)], 'subscription', now() - interval '13 months', now()
    from generate_series(1, ${DOMAINS}) as i,
      (select array_agg(id order by sort_order, id) as ids from plans where price_amount > 0) as p
  `);
  await db.execute(sql`
    insert into subscriptions (id, domain_id, user_id, plan_id, status, interval, current_period_start,
      current_period_end, canceled_at, provider, provider_subscription_id, created_at, updated_at)
    select 'bench-sub-' || i, 'bench-pay-domain-' || i, 'bench-payer-' || (1 + i % ${OWNERS}),
      p.ids[1 + i % cardinality(p.ids)],
      case when i % 8 = 0 then 'canceled' when i % 40 = 1 then 'past_due' else 'active' end,
      'month', date_trunc('month', now()), date_trunc('month', now()) + interval '1 month',
      case when i % 8 = 0 then now() - (i % 365) * interval '1 day' end,
      'sandbox', 'sub_bench_' || i, now() - interval '13 months', now()
    from generate_series(1, ${DOMAINS}) as i,
      (select array_agg(id order by sort_order, id) as ids from plans where price_amount > 0) as p
  `);
}

/**
 * BENCH_PAYMENTS payments spread evenly over the last 365 days, newest last, each with its invoice:
 * 8 in 10 in USD, 15 in 100 in EUR, 5 in PLN; 86 in 100 succeeded (3 of them partly refunded), 5
 * refunded, 5 failed, 4 pending; one in twelve a subscription's first payment, the rest renewals.
 */
async function insertPayments(db: Database) {
  await db.execute(sql`
    insert into invoices (id, number, user_id, domain_id, domain_name, subscription_id, total_amount,
      currency, status, issued_at, paid_at, refunded_amount, created_at)
    select 'bench-invoice-' || i, 'BENCH-' || lpad(i::text, 7, '0'), 'bench-payer-' || (1 + d % ${OWNERS}),
      'bench-pay-domain-' || d, 'paid-' || d || '.bench.example', 'bench-sub-' || d, a.amount, a.currency,
      case when a.kind < 91 then 'paid' else 'open' end, a.at, case when a.kind < 91 then a.at end,
      case when a.kind < 3 then a.amount / 3 when a.kind >= 86 and a.kind < 91 then a.amount else 0 end, a.at
    from generate_series(1, ${BENCH_PAYMENTS}) as i,
      lateral (select 1 + i % ${DOMAINS} as d) as dd(d),
      lateral (select
        now() - (${BENCH_PAYMENTS} - i) * (interval '365 days' / ${BENCH_PAYMENTS}) as at,
        i * 7 % 100 as kind,
        case when i % 20 < 16 then 'USD' when i % 20 < 19 then 'EUR' else 'PLN' end as currency,
        (array[1900, 4900, 14900])[1 + d % 3] as amount) as a
  `);
  await db.execute(sql`
    insert into payments (id, user_id, domain_id, invoice_id, plan_id, kind, amount, currency, refunded_amount,
      status, provider, provider_reference, description, paid_at, created_at, updated_at)
    select 'bench-payment-' || substr(i.id, 15), i.user_id, i.domain_id, i.id, s.plan_id,
      case when substr(i.id, 15)::int % 12 = 0 then 'new' else 'renewal' end,
      i.total_amount, i.currency, i.refunded_amount,
      case when i.status = 'open' and substr(i.id, 15)::int * 7 % 100 < 96 then 'failed'
        when i.status = 'open' then 'pending'
        when i.refunded_amount = i.total_amount then 'refunded' else 'succeeded' end,
      'sandbox', 'pay_bench_' || substr(i.id, 15), 'Plan – ' || i.domain_name, i.paid_at, i.issued_at, i.issued_at
    from invoices as i join subscriptions as s on s.id = i.subscription_id
    where i.id like 'bench-invoice-%'
  `);
  await db.execute(sql`
    insert into payment_refunds (id, payment_id, amount, currency, reason, created_at)
    select 'bench-refund-' || p.id, p.id, p.refunded_amount, p.currency, 'Bench refund', p.paid_at + interval '3 days'
    from payments as p where p.id like 'bench-payment-%' and p.refunded_amount > 0
  `);
}

/** How the seeding went, for the output. */
export interface SeededPayments {
  payments: number;
  refunds: number;
  subscriptions: number;
  seconds: number;
}

/** Seeds the demo accounts and plans, then the owners, domains, subscriptions, invoices, payments and refunds. */
export async function seedAdminPaymentsBench(db: Database): Promise<SeededPayments> {
  await seed(db, { demoUsers: true, demoBusiness: false });
  const started = performance.now();
  await insertOwnersAndSubscriptions(db);
  await insertPayments(db);
  // Fresh statistics and visibility map, as autovacuum keeps them on a database that grew over a year.
  const tables = ['users', 'domains', 'subscriptions', 'invoices', 'payments', 'payment_refunds'];
  // The payments' totals too (migration 0020), which the triggers wrote as the payments went in.
  for (const table of [...tables, 'payment_daily_totals', 'payment_status_totals']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const [counted] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select (select count(*) from payments) as payments, (select count(*) from payment_refunds) as refunds,
      (select count(*) from subscriptions) as subscriptions`,
  );
  return {
    payments: Number(counted?.payments),
    refunds: Number(counted?.refunds),
    subscriptions: Number(counted?.subscriptions),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Prints what `name` holds, how long it took, and the load. */
export function printPaymentsSeeding(name: string, seeded: SeededPayments) {
  const { payments, refunds, subscriptions, seconds } = seeded;
  console.log(
    `  ${name}: ${payments.toLocaleString('en')} payments with their invoices, ${refunds.toLocaleString('en')}` +
      ` refunds, ${subscriptions.toLocaleString('en')} subscriptions, written in ${seconds.toFixed(0)} s;` +
      ` load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
}
