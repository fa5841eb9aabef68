// `npm run bench`: how fast the analytics screen's reads answer the demo owner whose 10 domains hold
// 1,000,000 events of the last 90 days, on PostgreSQL and on PGlite, against issue 17's targets (p95
// under 30 ms on PostgreSQL, under 100 ms on PGlite). The events are written before the server starts
// (bench-events-seed.ts), with the devices, countries, sources and currencies the breakdowns split by;
// on PGlite the writing stops after BENCH_PGLITE_INSERT_SECONDS (240 by default) and the reads are
// measured on what was written, which the output says. Then, one request at a time over HTTP, the median
// and p95 of the summary, the events over time by day with the previous period, and two breakdowns, all
// over the 90 days up to today. Prints; asserts nothing.
import { signInDemoOwner } from './bench-server.ts';
import {
  BENCH_DAYS,
  BENCH_DOMAINS,
  PGLITE_INSERT_MS,
  printSeeding,
  seedOwnerEvents,
} from './bench-events-seed.ts';
import {
  openTarget,
  pgliteTarget,
  removeTarget,
  startEventsServer,
  type BenchTarget,
} from './bench-events-server.ts';
import { fewerSamples, getJson, measure, quantiles, row, SAMPLING } from './bench-measure.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4337;
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const DAY_MS = 86_400_000;

interface Totals {
  events: number;
}

/** A read of the analytics screen: its path and query after `/api/v1/analytics/`, and what its answer holds. */
interface Read {
  name: string;
  query: string;
  describe(data: unknown): string;
}

const READS: Read[] = [
  {
    name: 'summary',
    query: 'summary?',
    describe: (data) => {
      const { current, previous } = data as { current: Totals; previous: Totals };
      return `${current.events.toLocaleString('en')} events, ${previous.events.toLocaleString('en')} before`;
    },
  },
  {
    name: 'events-over-time, days, previous period',
    query: 'events-over-time?interval=day&compare=previous_period&',
    describe: (data) => {
      const { series, previous } = data as { series: Totals[]; previous?: { series: Totals[] } };
      const sum = (points: Totals[]) => points.reduce((total, point) => total + point.events, 0);
      return (
        `${String(series.length)} days of ${sum(series).toLocaleString('en')} events,` +
        ` ${String(previous?.series.length ?? 0)} compared`
      );
    },
  },
  ...['event_name', 'device'].map((by) => ({
    name: `breakdown?by=${by}`,
    query: `breakdown?by=${by}&`,
    describe: (data: unknown) => {
      const { items, total } = data as { items: unknown[]; total: number };
      return `${String(items.length)} groups of ${total.toLocaleString('en')} events`;
    },
  })),
];

/** The BENCH_DAYS days up to today in `timeZone`, as the screen's "last 90 days" asks for them. */
function period(timeZone: string) {
  // en-CA writes dates as YYYY-MM-DD; counting back from that date at UTC midnight skips no day at a
  // daylight-saving change.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now());
  const first = new Date(Date.parse(today) - (BENCH_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { first, today };
}

async function bench(name: string, target: BenchTarget, deadlineMs: number, targetMs: number) {
  const database = await openTarget(target);
  const seeded = await seedOwnerEvents(database.db, EVENTS, deadlineMs).finally(() => database.close());
  printSeeding(name, seeded, EVENTS, deadlineMs);
  const server = await startEventsServer(PORT, target);
  try {
    const token = await signInDemoOwner(server.origin);
    const { data: profile } = (await getJson(`${server.origin}/api/v1/user/profile`, token)) as {
      data: { timezone: string };
    };
    const { first, today } = period(profile.timezone);
    const days = `start_date=${first}&end_date=${today}`;
    console.log(`    ${first} to ${today} (${profile.timezone})`);
    for (const read of READS) {
      const { times, body } = await measure(`${server.origin}/api/v1/analytics/${read.query}${days}`, token);
      const { p95 } = quantiles(times);
      const verdict = p95 < targetMs ? 'under' : 'OVER';
      row(
        read.name,
        times,
        `${verdict} ${String(targetMs)} ms (${read.describe((body as { data: unknown }).data)}${fewerSamples(times)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

console.log(
  `\nGET /analytics/…, the demo owner with ${String(BENCH_DOMAINS)} domains and ${EVENTS.toLocaleString('en')}` +
    ` events over ${String(BENCH_DAYS)} days (${SAMPLING}); target: p95 under 30 ms on PostgreSQL,` +
    ` under 100 ms on PGlite`,
);
const postgres = await startThrowawayPostgres();
try {
  await bench(`PostgreSQL ${postgres.version}`, { kind: 'postgres', url: postgres.url }, Infinity, 30);
} finally {
  postgres.stop();
}
const pglite = pgliteTarget();
try {
  await bench('PGlite', pglite, PGLITE_INSERT_MS, 100);
} finally {
  removeTarget(pglite);
}
