// A real server process, killed with SIGKILL in the middle of a stream of batches, then started again
// on the same data: every acknowledged event must be stored once and delivered, with its event_id.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../scripts/throwaway-postgres.ts';
import { startDestinationReceiver } from '../../../../../tests/server/destination-receiver.ts';
import { adminQuery, withDatabaseName } from '../../../../../tests/server/test-database.ts';
import { openDatabase, rowsOf } from '../../../db/database.ts';
import { users } from '../../../db/schema/accounts.ts';
import { domainApiKeys, domains, domainServices } from '../../../db/schema/business.ts';
import { seed } from '../../../db/seed/seed.ts';
import { newApiKey } from '../../domains/api-key.ts';
import { sealSecret, serviceSecretKey } from '../../domains/service-secrets.ts';

const MAIN = fileURLToPath(new URL('../../../main.ts', import.meta.url));
const APP_SECRET = 'durability-test-secret-0123456789abcdef';
const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-durability-'));
const SENDERS = 4;
const BATCH = 50;
/** On the PostgreSQL run (TEST_DATABASE_URL), a database of its own there; else PGlite in `dataDir`. */
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `tracklane_durability_${randomBytes(6).toString('hex')}`;
const databaseUrl = serverUrl && withDatabaseName(serverUrl, databaseName);

beforeAll(async () => {
  if (serverUrl) await adminQuery(serverUrl, `create database ${databaseName}`);
});
/** The server under test, killed after the test whatever happened to it (a failure must not leave it running). */
let server: ChildProcess | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
});

const openTarget = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir });

/** The demo data with a keyed domain of the owner forwarding to a webhook at `hookUrl`; answers the key. */
async function prepareData(hookUrl: string) {
  const database = await openTarget();
  try {
    await seed(database.db, { demoUsers: true, demoBusiness: false });
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    if (!owner) throw new Error('the demo owner is missing');
    const [domain] = await database.db
      .insert(domains)
      .values({ userId: owner.id, name: 'durable.example.test', status: 'active' })
      .returning();
    if (!domain) throw new Error('the domain was not stored');
    const key = newApiKey();
    await database.db
      .insert(domainApiKeys)
      .values({ domainId: domain.id, prefix: key.prefix, keyHash: key.keyHash });
    await database.db.insert(domainServices).values({
      domainId: domain.id,
      key: 'webhook',
      settings: {
        url: hookUrl,
        signing_secret: sealSecret('durable-hook-secret', serviceSecretKey(APP_SECRET)),
        include_user_data: false,
      },
    });
    return { secret: key.secret, domainId: domain.id };
  } finally {
    await database.close();
  }
}

/** The server on the test's data at `port`, answering once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      APP_SECRET,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '100',
      // The receiver listens on 127.0.0.1, which deliveries reach only with this setting of the tests.
      DELIVERY_ALLOW_PRIVATE_DESTINATIONS: 'true',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server ended with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/events/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('a server killed while taking events', () => {
  it('keeps every acknowledged event exactly once after SIGKILL and delivers each to its webhook with its event_id', async () => {
    const receiver = await startDestinationReceiver();
    const port = await freePort();
    const { secret, domainId } = await prepareData(`${receiver.url}/hook`);
    server = await startServer(port);

    const acknowledged: string[] = [];
    let sequence = 0;
    let killed = false;
    const sender = async (lane: number) => {
      while (!killed) {
        const ids = Array.from({ length: BATCH }, () => `lane${lane}-${sequence++}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/events`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Api-Key': secret },
            body: JSON.stringify({
              events: ids.map((id) => ({ event_name: 'Purchase', event_id: id, value: 1, currency: 'EUR' })),
            }),
          });
          if (response.status === 202) acknowledged.push(...ids);
        } catch {
          // Cut off by the kill: never acknowledged, so free to be lost.
        }
      }
    };
    const senders = Array.from({ length: SENDERS }, (_, lane) => sender(lane));
    // Kill once a good stream is flowing, with batches and deliveries under way: five rounds of every sender.
    while (acknowledged.length < SENDERS * BATCH * 5) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all([exited(server), ...senders]);
    server = await startServer(port);
    try {
      // Every acknowledged event reaches the webhook; the restarted server finishes what the killed one had queued.
      const delivered = () => {
        const ids = new Set<string>();
        for (const request of receiver.to('/hook')) {
          const body = JSON.parse(request.body) as { events: { event_id: string }[] };
          for (const event of body.events) ids.add(event.event_id);
        }
        return ids;
      };
      const until = Date.now() + 90_000;
      while (acknowledged.some((id) => !delivered().has(id)) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(acknowledged.filter((id) => !delivered().has(id))).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
      await receiver.close();
    }
    const database = await openTarget();
    try {
      const stored = await rowsOf<{ event_id: string; copies: number }>(
        database.db,
        sql`select event_id, count(*)::int as copies from events where domain_id = ${domainId} group by event_id`,
      );
      const copies = new Map(stored.map((row) => [row.event_id, row.copies]));
      expect(acknowledged.filter((id) => copies.get(id) !== 1)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
