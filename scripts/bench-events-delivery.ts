// `npm run bench`: how fast stored events are forwarded, on PostgreSQL (pg-boss). A domain forwards to
// one webhook on a receiver in this process (written straight into the database, as the API takes public
// https addresses only); BENCH_DELIVERY_EVENTS events (50,000 by default) are sent to `POST /events` in
// batches, then the script waits until none is pending. Prints how long the ingestion and the delivery
// took, deliveries per second, and whether every event arrived once and none failed. Prints; asserts
// nothing. The server, PostgreSQL and the receiver share this machine's cores.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/src/db/database.ts';
import { domainServices } from '../server/src/db/schema/business.ts';
import { sealSecret, serviceSecretKey } from '../server/src/routes/domains/service-secrets.ts';
import {
  BENCH_APP_SECRET,
  cpuSeconds,
  keyedDomain,
  openTarget,
  seedDemoOwner,
  startEventsServer,
} from './bench-events-server.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const PORT = 4335;
const EVENTS = Number(process.env.BENCH_DELIVERY_EVENTS ?? 50_000);
const BATCH = 500;
const SENDERS = 4;
/** Longer than this and the delivery has stalled: the script stops waiting and says so. */
const PATIENCE_MS = 10 * 60_000;

/** A webhook endpoint that answers 200 at once and notes every event_id it receives. */
async function startReceiver() {
  const eventIds = new Set<string>();
  const counts = { requests: 0, events: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { events: { event_id: string }[] };
      counts.requests++;
      counts.events += body.events.length;
      for (const event of body.events) eventIds.add(event.event_id);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    eventIds,
    counts,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Sends EVENTS new events in batches of BATCH, SENDERS batches at a time; answers how many were accepted. */
async function ingest(origin: string, secret: string): Promise<number> {
  let next = 0;
  let accepted = 0;
  const sender = async () => {
    for (let batch = next++; batch * BATCH < EVENTS; batch = next++) {
      const size = Math.min(BATCH, EVENTS - batch * BATCH);
      const items = Array.from({ length: size }, (_, index) => ({
        event_name: 'Purchase',
        event_id: `delivery-${String(batch * BATCH + index)}`,
        value: 12.5,
        currency: 'EUR',
      }));
      const response = await fetch(`${origin}/api/v1/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': secret },
        body: JSON.stringify({ events: items }),
      });
      const body = (await response.json()) as { data?: { accepted: number } };
      if (response.status !== 202) throw new Error(`POST /events answered ${String(response.status)}`);
      accepted += body.data?.accepted ?? 0;
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return accepted;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const postgres = await startThrowawayPostgres();
const receiver = await startReceiver();
try {
  const target = { kind: 'postgres', url: postgres.url } as const;
  const database = await openTarget(target);
  try {
    const ownerId = await seedDemoOwner(database.db);
    const key = await keyedDomain(database.db, ownerId, 'delivery.bench.example');
    await database.db.insert(domainServices).values({
      domainId: key.domainId,
      key: 'webhook',
      settings: {
        url: receiver.url,
        signing_secret: sealSecret('whsec-bench-0123456789', serviceSecretKey(BENCH_APP_SECRET)),
        include_user_data: false,
      },
    });
    // The receiver listens on 127.0.0.1, which deliveries reach only with the tests' explicit setting.
    const server = await startEventsServer(PORT, target, { DELIVERY_ALLOW_PRIVATE_DESTINATIONS: 'true' });
    try {
      const statuses = async () => {
        const [row] = await rowsOf<Record<'pending' | 'processed' | 'failed', string>>(
          database.db,
          sql`select count(*) filter (where status = 'pending') as pending,
                count(*) filter (where status = 'processed') as processed,
                count(*) filter (where status = 'failed') as failed
              from events where domain_id = ${key.domainId}`,
        );
        return {
          pending: Number(row?.pending),
          processed: Number(row?.processed),
          failed: Number(row?.failed),
        };
      };
      console.log(
        `\nDelivery to one webhook on PostgreSQL ${postgres.version}: ${EVENTS.toLocaleString('en')} events` +
          ` sent in batches of ${String(BATCH)}, ${String(SENDERS)} at a time (load average ${loadavg()[0]?.toFixed(1) ?? '?'})`,
      );
      const cpuBefore = cpuSeconds(server.pid);
      const started = performance.now();
      const accepted = await ingest(server.origin, key.secret);
      const ingested = performance.now();
      const [queued] = await rowsOf<{ waiting: string }>(
        database.db,
        sql`select count(*) as waiting from pgboss.job
            where name = 'events.deliver' and state in ('created', 'retry', 'active')`,
      );
      let counts = await statuses();
      while (counts.pending > 0 && performance.now() - started < PATIENCE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        counts = await statuses();
      }
      const done = performance.now();
      const cpuAfter = cpuSeconds(server.pid);
      const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      const missing = EVENTS - receiver.eventIds.size;
      console.log(
        `  ingestion          ${seconds(ingested - started).padStart(7)}` +
          `   ${Math.round((accepted * 1000) / (ingested - started)).toLocaleString('en')} events/s accepted`,
      );
      console.log(
        `  all processed      ${seconds(done - started).padStart(7)} after the first batch,` +
          ` ${seconds(done - ingested)} after the last (when ${queued?.waiting ?? '?'} jobs of 250 were left)` +
          `   ${Math.round((receiver.eventIds.size * 1000) / (done - started)).toLocaleString('en')} deliveries/s`,
      );
      // The server's own CPU per event, storing and forwarding it: what a core of its own would need.
      console.log(
        `  server CPU         ${cpu === undefined ? '?' : cpu.toFixed(1)} s,` +
          ` ${cpu === undefined ? '?' : String(Math.round((cpu * 1e6) / EVENTS))} µs per event stored and forwarded`,
      );
      console.log(
        `  receiver           ${receiver.counts.requests.toLocaleString('en')} requests,` +
          ` ${receiver.counts.events.toLocaleString('en')} events (${receiver.eventIds.size.toLocaleString('en')} distinct)`,
      );
      console.log(
        `  events             accepted ${accepted.toLocaleString('en')}, processed ${counts.processed.toLocaleString('en')},` +
          ` failed ${String(counts.failed)}, still pending ${String(counts.pending)}, never delivered ${String(missing)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
  }
} finally {
  receiver.close();
  postgres.stop();
}
