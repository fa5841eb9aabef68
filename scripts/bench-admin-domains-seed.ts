// What the staff's domains benchmark reads: the demo accounts, then 2,000 owners holding 10,000 domains
// between them, a tracking subdomain for every third domain (some stuck in setup), and a year of month
// totals for four domains in five, all written by the database itself (generate_series, a few
// statements). One domain in ten is named `promo-…`: the 1,000 a bulk update selects by search.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/src/db/database.ts';
import { seed } from '../server/src/db/seed/seed.ts';

export const BENCH_DOMAINS = Number(process.env.BENCH_ADMIN_DOMAINS ?? 10_000);
export const BENCH_OWNERS = Math.max(1, Math.round(BENCH_DOMAINS / 5));
/** The search that selects one domain in ten (`promo-…`), the bulk update's 1,000. */
export const BULK_SEARCH = 'promo';

const NAMES = ['Anna Nowak', 'Jan Kowalski', 'Laura Müller', 'Hans Schmidt', 'Emma Dubois', 'Noah Smith'];
const WORDS = ['shop', 'blog', 'store', 'news', 'app', 'docs', 'mail', 'learn', 'forum'];

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** BENCH_OWNERS owners, created over the last three years. */
async function insertOwners(db: Database) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified_at, status, language, created_at, updated_at)
    select 'bench-owner-' || i, n.names[1 + i % ${NAMES.length}] || ' ' || i,
      'owner-' || i || '@bench-domains.example', now(), 'active',
      (array['pl', 'en', 'de', 'es', 'fr'])[1 + i % 5],
      now() - (${BENCH_OWNERS} - i + 1) * (interval '3 years' / ${BENCH_OWNERS}), now()
    from generate_series(1, ${BENCH_OWNERS}) as i, (select ${textArray(NAMES)} as names) as n
  `);
}

/**
 * BENCH_DOMAINS domains, each owner's five spread over the three years, newest last: 70 in 100 active,
 * 15 pending, 10 suspended, 5 expired; on each seeded plan in turn or none; 1 in 50 with events blocked.
 */
async function insertDomains(db: Database) {
  await db.execute(sql`
    insert into domains (id, user_id, name, status, plan_id, plan_source, ingestion_blocked_reason,
      ingestion_blocked_at, created_at, updated_at)
    select 'bench-domain-' || i, 'bench-owner-' || (1 + i % ${BENCH_OWNERS}),
      case when i % 10 = 0 then 'promo-' || i else w.words[1 + i % ${WORDS.length}] || '-' || i end
        || '.bench.example',
      case when i % 20 < 14 then 'active' when i % 20 < 17 then 'pending'
        when i % 20 < 19 then 'suspended' else 'expired' end,
      p.ids[1 + i % (cardinality(p.ids) + 1)],
      case when p.ids[1 + i % (cardinality(p.ids) + 1)] is not null then 'staff' end,
      case when i % 50 = 7 then 'Bench block' end,
      case when i % 50 = 7 then now() end,
      now() - (${BENCH_DOMAINS} - i + 1) * (interval '3 years' / ${BENCH_DOMAINS}), now()
    from generate_series(1, ${BENCH_DOMAINS}) as i,
      (select ${textArray(WORDS)} as words) as w,
      (select array_agg(id order by sort_order, id) as ids from plans) as p
  `);
}

/**
 * A tracking subdomain for every third domain, an hour after it: 4 in 5 live, the rest in setup or failed.
 * Each next checked tomorrow: the server would otherwise look up every live CNAME as it starts (a DNS
 * query and a write each, beside the requests measured) and fail the unreachable ones.
 */
async function insertTrackingDomains(db: Database) {
  await db.execute(sql`
    insert into tracking_domains (id, domain_id, hostname, cname_target, status, next_check_at, created_at,
      updated_at)
    select 'bench-tracking-' || d.i, 'bench-domain-' || d.i, 't.' || d.name, 'cname.bench.example',
      (array['pending', 'verifying', 'configuring', 'failed', 'active', 'active', 'active', 'active',
        'active', 'active', 'active', 'active', 'active', 'active', 'active'])[1 + d.i / 3 % 15],
      now() + interval '1 day', d.created_at + interval '1 hour', now()
    from (select substr(id, 14)::int as i, name, created_at from domains where id like 'bench-domain-%') as d
    where d.i % 3 = 0
  `);
}

/** Twelve months of totals (this one and the eleven before) for four domains in five. */
async function insertMonthTotals(db: Database) {
  await db.execute(sql`
    insert into domain_month_totals (domain_id, month, events, processed, failed)
    select 'bench-domain-' || i, (date_trunc('month', now() at time zone 'UTC') - m * interval '1 month')::date,
      e.events, e.events - e.events * (i % 7) / 100, e.events * (i % 7) / 100
    from generate_series(1, ${BENCH_DOMAINS}) as i, generate_series(0, 11) as m,
      lateral (select (i * 7919 + m * 104729) % 50000 as events) as e
    where i % 5 <> 4
  `);
}

/** How the seeding went, for the output. */
export interface SeededDomains {
  owners: number;
  domains: number;
  tracking: number;
  monthTotals: number;
  seconds: number;
}

/** Seeds the demo accounts and plans, then the owners, domains, tracking subdomains and month totals. */
export async function seedAdminDomainsBench(db: Database): Promise<SeededDomains> {
  await seed(db, { demoUsers: true, demoBusiness: false });
  const started = performance.now();
  await insertOwners(db);
  await insertDomains(db);
  await insertTrackingDomains(db);
  await insertMonthTotals(db);
  // Fresh statistics and visibility map, as autovacuum keeps them on a database that grew over years.
  for (const table of ['users', 'domains', 'tracking_domains', 'domain_month_totals']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const [counted] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select (select count(*) from users where id like 'bench-owner-%') as owners,
      (select count(*) from domains) as domains, (select count(*) from tracking_domains) as tracking,
      (select count(*) from domain_month_totals) as month_totals`,
  );
  return {
    owners: Number(counted?.owners),
    domains: Number(counted?.domains),
    tracking: Number(counted?.tracking),
    monthTotals: Number(counted?.month_totals),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Prints what `name` holds, how long it took, and the load. */
export function printDomainsSeeding(name: string, seeded: SeededDomains) {
  const { owners, domains, tracking, monthTotals, seconds } = seeded;
  console.log(
    `  ${name}: ${domains.toLocaleString('en')} domains of ${owners.toLocaleString('en')} owners,` +
      ` ${tracking.toLocaleString('en')} tracking subdomains, ${monthTotals.toLocaleString('en')} month` +
      ` totals, written in ${seconds.toFixed(0)} s; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
}
