// What the admin benchmark reads: the demo accounts, then 100,000 users and 1,000,000 activity entries
// written by the database itself (generate_series, a few statements in all), with names, statuses,
// sign-ins and actions spread as on a platform that grew over three years.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../server/src/db/database.ts';
import { seed } from '../server/src/db/seed/seed.ts';

export const BENCH_USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
export const BENCH_ENTRIES = Number(process.env.BENCH_ADMIN_ENTRIES ?? 1_000_000);
/** Written per statement, so PGlite's memory holds one chunk of entries at a time. */
const ENTRY_CHUNK = 200_000;

const FIRST_NAMES = [
  'Anna',
  'Jan',
  'Maria',
  'Piotr',
  'Katarzyna',
  'Tomasz',
  'Ewa',
  'Paweł',
  'Laura',
  'Hans',
  'Sophie',
  'Lucas',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Mia',
  'Mateo',
  'Zofia',
  'Jakub',
];
const LAST_NAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewska',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zielińska',
  'Szymański',
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'García',
  'Martínez',
  'López',
  'Dubois',
  'Martin',
  'Bernard',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
  'Moore',
  'Clark',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
];
/**
 * The actions entries are drawn from, each repeated by how often it happens: sign-ins above all, staff
 * changes (`admin.…`) about 2 in 100.
 */
const ACTIONS: [string, number][] = [
  ['auth.login', 40],
  ['auth.logout', 14],
  ['auth.login_failed', 8],
  ['auth.token_refreshed', 10],
  ['auth.password_changed', 2],
  ['auth.two_factor_enabled', 1],
  ['profile.updated', 5],
  ['domain.created', 4],
  ['domain.updated', 5],
  ['domain.deleted', 1],
  ['domain.service_updated', 4],
  ['billing.subscription_started', 2],
  ['billing.invoice_paid', 2],
  ['admin.user.updated', 1],
  ['admin.user.suspended', 0.5],
  ['admin.user.activated', 0.3],
  ['admin.role.updated', 0.2],
];

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/**
 * 100,000 users: 1,000 name pairs of 100 people each; 1 in 20 suspended, 1 in 10 pending, the others
 * active; every other one verified; three in four signed in at some time; created over the last three
 * years, newest last.
 */
async function insertUsers(db: Database, count: number) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified_at, status, last_login_at, login_count, language,
      created_at, updated_at)
    select 'bench-user-' || i,
      f.names[1 + i % 20] || ' ' || l.names[1 + (i / 20) % 50],
      lower(translate(f.names[1 + i % 20] || '.' || l.names[1 + (i / 20) % 50], 'ąćęłńóśźżüéíá', 'acelnoszzueia'))
        || '.' || i || '@bench.example',
      case when i % 2 = 0 then now() - (i % 1000) * interval '1 day' end,
      case when i % 20 = 7 then 'suspended' when i % 10 = 3 then 'pending' else 'active' end,
      case when i % 4 <> 1 then now() - ((i * 7919) % 525600) * interval '1 minute' end,
      i % 50,
      (array['pl', 'en', 'de', 'es', 'fr'])[1 + i % 5],
      now() - (${count} - i) * (interval '3 years' / ${count}),
      now()
    from generate_series(1, ${count}) as i,
      (select ${textArray(FIRST_NAMES)} as names) as f,
      (select ${textArray(LAST_NAMES)} as names) as l
  `);
}

/**
 * `count` entries over the last year, each by one of the users (1 in 10 by nobody: a failed sign-in
 * of an unknown address), admin ones about another user, in chunks of ENTRY_CHUNK.
 */
async function insertEntries(db: Database, users: number, count: number) {
  const weighted = ACTIONS.flatMap(([action, weight]) => Array<string>(Math.round(weight * 10)).fill(action));
  for (let first = 1; first <= count; first += ENTRY_CHUNK) {
    const last = Math.min(count, first + ENTRY_CHUNK - 1);
    await db.execute(sql`
      insert into activity_logs (id, user_id, action, subject_type, subject_id, ip_address, properties,
        created_at)
      select 'bench-entry-' || i,
        case when i % 10 <> 0 then 'bench-user-' || (1 + (i * 48271) % ${users}) end,
        a.action,
        case when a.action like 'admin.user.%' then 'user' when a.action like 'domain.%' then 'domain' end,
        case when a.action like 'admin.user.%' then 'bench-user-' || (1 + (i * 16807) % ${users}) end,
        '10.' || (i % 250) || '.' || (i / 250 % 250) || '.' || (i % 7),
        '{}'::jsonb,
        now() - (${count} - i) * (interval '365 days' / ${count})
      from generate_series(${first}::bigint, ${last}::bigint) as i,
        lateral (select (${textArray(weighted)})[(1 + (i * 69621) % ${weighted.length})::int] as action) as a
    `);
  }
}

/** How the seeding went, for the output. */
export interface SeededAdmin {
  users: number;
  entries: number;
  seconds: number;
}

/** Seeds the demo accounts, then BENCH_USERS users and BENCH_ENTRIES entries, and gathers statistics. */
export async function seedAdminBench(db: Database): Promise<SeededAdmin> {
  await seed(db, { demoUsers: true, demoBusiness: false });
  const started = performance.now();
  await insertUsers(db, BENCH_USERS);
  await insertEntries(db, BENCH_USERS, BENCH_ENTRIES);
  // Fresh statistics and visibility map, as autovacuum keeps them on a database that grew over years.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze activity_logs`);
  const [counted] = await rowsOf<{ users: unknown; entries: unknown }>(
    db,
    sql`select (select count(*) from users) as users, (select count(*) from activity_logs) as entries`,
  );
  return {
    users: Number(counted?.users),
    entries: Number(counted?.entries),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Prints what `name` holds, how long it took, and the load. */
export function printAdminSeeding(name: string, { users, entries, seconds }: SeededAdmin) {
  console.log(
    `  ${name}: ${users.toLocaleString('en')} users and ${entries.toLocaleString('en')} activity entries` +
      ` written in ${seconds.toFixed(0)} s; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
}
