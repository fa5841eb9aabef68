import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeDnsServer, type FakeDnsServer } from '../../tests/server/fake-dns-server.ts';
import { adminQuery, TEMPLATE_DATABASE, withDatabaseName } from '../../tests/server/test-database.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { users } from './db/schema/accounts.ts';
import { domains, trackingDomains } from './db/schema/business.ts';
import { startServer } from './start-server.ts';

const CNAME_TARGET = 'edge.test-tracking.example';
let dns: FakeDnsServer;

beforeAll(async () => {
  dns = await startFakeDnsServer();
});
afterAll(async () => {
  await dns.close();
});

/**
 * A database of its own for the real server (start-server.ts), copied from the test template, with
 * `prepare` run on it first: a PGlite folder, or a database on the PostgreSQL server of
 * TEST_DATABASE_URL. `drop` removes it.
 */
async function serverDatabase<T>(prepare: (db: Database) => Promise<T>) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `tracklane_test_${randomBytes(6).toString('hex')}`;
  const dataDir = serverUrl ? undefined : mkdtempSync(join(tmpdir(), 'tracklane-server-'));
  const databaseUrl = serverUrl && withDatabaseName(serverUrl, name);
  if (serverUrl) await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const loadDataDir = dataDir ? new Blob([readFileSync(inject('databaseTemplate'))]) : undefined;
  const copy = await openDatabase({ databaseUrl, dataDir, loadDataDir });
  try {
    const prepared = await prepare(copy.db);
    return {
      prepared,
      config: dataDir ? { dataDir } : { databaseUrl },
      async drop() {
        if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${name}`);
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await copy.close();
  }
}

const OWNER = 'owner@example.com';

/** A pending tracking subdomain of the demo owner, its first check due a second ago. */
async function dueTrackingDomain(db: Database) {
  const [owner] = await db.select().from(users).where(eq(users.email, OWNER));
  if (!owner) throw new Error('the demo owner is missing from the template');
  const name = `site-${randomUUID().slice(0, 8)}.example.test`;
  const [domain] = await db.insert(domains).values({ userId: owner.id, name, status: 'active' }).returning();
  if (!domain) throw new Error('the domain was not created');
  const [row] = await db
    .insert(trackingDomains)
    .values({
      domainId: domain.id,
      hostname: `t.${name}`,
      cnameTarget: CNAME_TARGET,
      nextCheckAt: new Date(Date.now() - 1000),
    })
    .returning();
  if (!row) throw new Error('the tracking domain was not created');
  return row.id;
}

/** Resolves with what `check` answers once it answers something, polling every 100 ms for 15 s. */
async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Tracking domain `id` once it has been checked after `since`. */
function checkedAfter(db: Database, id: string, since: Date) {
  return eventually(`a check of ${id} after ${since.toISOString()}`, async () => {
    const [row] = await db.select().from(trackingDomains).where(eq(trackingDomains.id, id));
    return row?.lastCheckedAt && row.lastCheckedAt > since ? row : undefined;
  });
}

/** The server's configuration on `database`, its DNS this file's server. */
function serverConfig(database: { config: Partial<ServerConfig> }): ServerConfig {
  return {
    ...readConfig({}),
    ...database.config,
    demoMode: false,
    trackingCnameTarget: CNAME_TARGET,
    dns: { servers: [dns.address], timeoutMs: 300 },
  };
}

// Each test copies the database and starts the real server on it, once or twice: seconds each.
describe('startServer', () => {
  it('mails a requested magic link through a pg-boss job', async () => {
    const database = await serverDatabase(async () => undefined);
    try {
      const { app, catcher } = await startServer(serverConfig(database));
      try {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/magic-link',
          payload: { email: OWNER },
        });
        expect(answer.statusCode).toBe(200);
        const mail = await eventually('the magic-link mail', () =>
          catcher?.messages().find((message) => message.to.includes(OWNER)),
        );
        expect(mail.text).toContain('/auth/magic-link?token=');
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('checks a due tracking domain through its pg-boss job, and after a restart what came due while stopped', async () => {
    const database = await serverDatabase(dueTrackingDomain);
    const id = database.prepared;
    const config = serverConfig(database);
    try {
      const first = await startServer(config);
      let firstCheck: Date;
      try {
        const checked = await checkedAfter(first.database.db, id, new Date(0));
        expect(checked).toMatchObject({ status: 'verifying', lastError: 'dns_no_record' });
        firstCheck = checked.lastCheckedAt ?? new Date(0);
        expect(checked.nextCheckAt?.getTime()).toBe(firstCheck.getTime() + 60_000);
        // Due in half a second, when no server runs: its queued job still waits for the minute.
        await first.database.db
          .update(trackingDomains)
          .set({ nextCheckAt: new Date(Date.now() + 500) })
          .where(eq(trackingDomains.id, id));
      } finally {
        await first.app.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 600));

      const second = await startServer(config);
      try {
        const checked = await checkedAfter(second.database.db, id, firstCheck);
        expect(checked).toMatchObject({ status: 'verifying', lastError: 'dns_no_record' });
      } finally {
        await second.app.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});
