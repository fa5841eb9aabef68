// `npm run bench`: how fast one user's domain list answers when the user has 10,000 domains, on the
// embedded database (PGlite) of the real server. The domains are written before the server starts (it
// then holds the data directory alone), the list is asked for one request at a time, and the script
// prints the median and p95 of the first page and of a filtered, searched and sorted page. Prints;
// asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/database.ts';
import { users } from '../server/src/db/schema/accounts.ts';
import { domains, plans } from '../server/src/db/schema/business.ts';
import { seed } from '../server/src/db/seed/seed.ts';
import { signInDemoOwner, startBenchServer } from './bench-server.ts';

const PORT = 4333;
const DOMAINS = 10_000;
const WARM_UP = 20;
const SAMPLES = 200;
const STATUSES = ['pending', 'active', 'suspended', 'expired'] as const;

/** A seeded data directory whose demo owner has DOMAINS domains, of every status and plan. */
async function dataDirWithManyDomains(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-domains-'));
  const database = await openDatabase({ dataDir });
  try {
    await seed(database.db, { demoUsers: true, demoBusiness: false });
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    if (!owner) throw new Error('the demo owner is missing');
    const planIds = (await database.db.select({ id: plans.id }).from(plans)).map((plan) => plan.id);
    const rows = Array.from({ length: DOMAINS }, (_, index) => ({
      userId: owner.id,
      name: `site-${String(index).padStart(5, '0')}.bench.example`,
      status: STATUSES[index % STATUSES.length],
      planId: planIds[index % (planIds.length + 1)] ?? null,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await database.db.insert(domains).values(rows.slice(start, start + 1000));
    }
  } finally {
    await database.close();
  }
  return dataDir;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

/** Asks for `url` one request at a time and prints the median and p95 of the answers' times. */
async function measure(name: string, url: string, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'pl' };
  const times: number[] = [];
  let total: unknown;
  for (let index = 0; index < WARM_UP + SAMPLES; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { meta?: { total?: unknown } };
    if (!response.ok) throw new Error(`${name} answered ${String(response.status)}`);
    if (index >= WARM_UP) times.push(performance.now() - started);
    total = body.meta?.total;
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(52)} median ${percentile(times, 0.5).toFixed(1).padStart(5)} ms` +
      `   p95 ${percentile(times, 0.95).toFixed(1).padStart(5)} ms   (${String(total)} matching)`,
  );
}

const server = await startBenchServer(PORT, await dataDirWithManyDomains());
try {
  const api = `${server.origin}/api/v1`;
  const token = await signInDemoOwner(server.origin);
  console.log(
    `\nGET /domains, one user with ${DOMAINS.toLocaleString('en')} domains (${String(SAMPLES)} requests each)`,
  );
  await measure('first page', `${api}/domains?page=1&per_page=25`, token);
  await measure(
    'active, searched "site-01", sorted by name, page 2',
    `${api}/domains?filter[status]=active&search=site-01&sort=name&order=asc&page=2&per_page=25`,
    token,
  );
  await measure(
    'sorted by events this month',
    `${api}/domains?sort=events_count&order=desc&per_page=25`,
    token,
  );
} finally {
  server.stop();
}
