import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { paths } from '#contract';
import { withDateValues } from '../../src/api/date-values.ts';
import type { AppContext } from '../../server/src/app-context.ts';
import { buildApp } from '../../server/src/app.ts';
import { readConfig, type ServerConfig } from '../../server/src/config.ts';
import { definedJobs } from '../../server/src/services/jobs/job-queue.ts';
import {
  createJobBoss,
  pgBossJobQueue,
  startJobBoss,
  stopJobBoss,
} from '../../server/src/services/jobs/pg-boss-queue.ts';
import { forgetCountedAttempts } from '../../server/src/lib/rate-limiter.ts';
import { devMailbox } from '../../server/src/services/mail/dev-mailbox.ts';
import { createSmtpMailer } from '../../server/src/services/mail/mailer.ts';
import { startSmtpCatcher, type CaughtMail } from '../../server/src/services/mail/smtp-catcher.ts';
import { contractViolations } from './contract-responses.ts';
import { openTestDatabase } from './test-database.ts';

const API_PREFIX = '/api/v1';
const ORIGIN = 'http://127.0.0.1:3999';
/** The discard port, closed on the test machines. */
const NOWHERE = 'http://127.0.0.1:9';

/** How a test server runs: its clock, and `jobBoss` for its jobs in pg-boss, as a started server keeps them. */
type TestServerOptions = Pick<AppContext, 'now'> & { jobBoss?: boolean };

/**
 * The server in process on its own copy of the seeded database, with real SMTP to a catcher, and the
 * generated client of the SPA pointed at it. Every answer is checked against the contract. Its jobs run
 * in its process, unless `jobBoss` asks for pg-boss on its database (workers started, stopped on close).
 */
export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  { now, jobBoss }: TestServerOptions = {},
) {
  // A data folder of its own unless the test names one: what the server writes there (backups, the app
  // secret) must not land in the project's `.data`, which `npm start` uses.
  const ownDataDir = overrides.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'tracklane-test-data-'));
  const config: ServerConfig = {
    ...readConfig({}),
    ...(ownDataDir && { dataDir: ownDataDir }),
    appUrl: ORIGIN,
    demoMode: true,
    // Nothing listens there: a test's event forwarded to a destination it did not set up fails at once.
    // Private addresses stay refused, as in production, unless a test starts its own receiver.
    delivery: {
      urls: { meta: NOWHERE, ga4: NOWHERE, ga4Eu: NOWHERE, tiktok: NOWHERE },
      timeoutMs: 2000,
      allowPrivateAddresses: false,
    },
    ...overrides,
  };
  // The test files of a worker share its modules: this server starts with no attempts counted, as a
  // process of its own would.
  forgetCountedAttempts();
  const database = await openTestDatabase();
  const catcher = await startSmtpCatcher();
  const mailer = createSmtpMailer({
    host: '127.0.0.1',
    port: catcher.port,
    secure: false,
    from: 'Tracklane <no-reply@tracklane.test>',
    allowInsecure: true,
  });
  const context: AppContext = { db: database.db, config, mailer, ...(now && { now }) };
  const boss = jobBoss ? createJobBoss(database) : undefined;
  const jobs = boss && pgBossJobQueue(boss, definedJobs());
  const app = await buildApp({
    context: { ...context, ...(jobs && { jobs }) },
    plugins: [devMailbox(catcher)],
    distDir: '/nonexistent',
  });
  if (boss && jobs) {
    await startJobBoss(boss, app.log);
    await jobs.work(context, app.log);
  }

  const violations: string[] = [];
  const checkContract: Middleware = {
    async onResponse({ request, response }) {
      const path = new URL(request.url).pathname.slice(API_PREFIX.length);
      const body: unknown = response.headers.get('content-type')?.includes('json')
        ? await response.clone().json()
        : undefined;
      violations.push(...contractViolations(request.method, path, response.status, body));
    },
  };

  /** The generated client, as a caller with `token` (if any) and `language` sees the API. */
  function client({ token, language = 'en' }: { token?: string; language?: string } = {}) {
    const api = createClient<paths>({
      baseUrl: `${ORIGIN}${API_PREFIX}`,
      fetch: (request) => injectFetch(request),
      querySerializer: { object: { style: 'deepObject', explode: true } },
      headers: { 'Accept-Language': language, ...(token && { Authorization: `Bearer ${token}` }) },
    });
    api.use(checkContract);
    return reviving(api);
  }

  async function injectFetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: body,
      remoteAddress: request.headers.get('x-test-ip') ?? '127.0.0.1',
    });
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: reply.headers as Record<string, string>,
    });
  }

  return {
    app,
    context,
    db: database.db,
    config,
    client,
    /** Sent mail addressed to `to`, newest first. */
    mailTo: (to: string): CaughtMail[] => catcher.messages().filter((mail) => mail.to.includes(to)),
    /** What answers broke the contract so far (a test's afterEach asserts it stays empty). */
    contractViolations: () => violations.splice(0),
    /** Signs in through the API and returns the access token. */
    async signIn(email: string, password: string) {
      const { data, error } = await client().POST('/auth/login', { body: { email, password } });
      if (!data || !('token' in data.data))
        throw new Error(`sign-in of ${email} failed: ${JSON.stringify(error)}`);
      return data.data.token;
    },
    async close() {
      await app.close();
      if (boss) await stopJobBoss(boss);
      mailer.close();
      await catcher.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Date-time fields come back as Date values, as in the SPA. */
function reviving<C extends ReturnType<typeof createClient<paths>>>(api: C): C {
  const wrap = <M extends (...args: never[]) => Promise<{ data?: unknown }>>(method: M) =>
    (async (...args: Parameters<M>) => {
      const result = await method(...args);
      return result.data === undefined ? result : { ...result, data: withDateValues(result.data) };
    }) as M;
  return {
    ...api,
    GET: wrap(api.GET),
    POST: wrap(api.POST),
    PUT: wrap(api.PUT),
    PATCH: wrap(api.PATCH),
    DELETE: wrap(api.DELETE),
  };
}

/**
 * One test server for the test file: started before its tests, stopped after them, and after each test
 * no answer may have broken the contract.
 */
export function useTestServer(
  overrides: Partial<ServerConfig> = {},
  options: TestServerOptions = {},
): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(overrides, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    expect(server?.contractViolations()).toEqual([]);
  });
  return () => {
    if (!server) throw new Error('the test server has not started');
    return server;
  };
}
