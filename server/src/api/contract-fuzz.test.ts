/**
 * The contract fuzz: every live operation of the contract (one with a handler; the pending ones answer
 * 501) is sent invalid and hostile requests, built from its parameters and body schemas, as a signed-out
 * caller, a user and an administrator. No answer may be a 5xx, and every failure must be the error
 * envelope with the security headers. Operations added later are fuzzed as soon as their handler exists.
 *
 * The runs are fixed by a seed. A failure prints the seed, the path of the failing run and the request;
 * replay it with FUZZ_SEED=<seed>, or search wider with FUZZ_RUNS=<runs per operation and caller>.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, it } from 'vitest';
import { createAccount, startTestSession } from '../../../tests/server/test-accounts.ts';
import {
  fuzzRequests,
  knownHostileRequests,
  type FuzzRequest,
} from '../../../tests/server/fuzz/fuzz-requests.ts';
import type { Resolve } from '../../../tests/server/fuzz/schema-values.ts';
import { TOO_SLOW_TO_CALL_IN_BULK } from '../../../tests/server/slow-operations.ts';
import { useTestServer, type TestServer } from '../../../tests/server/test-server.ts';
import { users } from '../db/schema/accounts.ts';
import { implementedOperationIds } from '../routes/all-handlers.ts';
import { contractOperations, resolveRef } from './contract-operations.ts';
import { loadContract, operationGuards } from './contract.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** A signed-out caller of an operation that needs a token hears 401 before anything else: a few runs do. */
const RUNS_UNTIL_401 = Math.ceil(RUNS / 10);
/**
 * An operation's runs may each hash a password (sign-in, registration: argon2, about 0.1 s alone and a
 * few times that on a busy 2-core machine), so one operation gets more than the server tests' 20 s.
 */
const OPERATION_TIMEOUT_MS = 120_000;

const contract = loadContract();
const resolve: Resolve = (schema) => resolveRef(contract, schema);
const guards = operationGuards(contract);

const server = useTestServer();

// The operations with a handler; the others answer 501 until their issue lands.
const implemented = implementedOperationIds();
const liveOperations = contractOperations(contract).filter(
  (operation) =>
    implemented.has(operation.operationId) && !TOO_SLOW_TO_CALL_IN_BULK.has(operation.operationId),
);

/** How each caller gets its `Authorization` header: none, a fresh user's, the seeded administrator's. */
const callers: Record<string, (server: TestServer) => Promise<string | undefined>> = {
  'signed out': async () => undefined,
  'as a user': async (current) =>
    `Bearer ${await startTestSession(current, (await createAccount(current)).id)}`,
  'as an administrator': async (current) => {
    const [admin] = await current.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('the seeded administrator is missing');
    return `Bearer ${await startTestSession(current, admin.id)}`;
  },
};

/** What is wrong with an answer: a 5xx, or a failure outside the envelope or without the security headers. */
function faultOf(reply: LightMyRequestResponse): string | undefined {
  if (reply.statusCode >= 500) return `answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`;
  if (reply.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = reply.json();
  } catch {
    return `answered ${reply.statusCode} without JSON: ${reply.body.slice(0, 300)}`;
  }
  const envelope = body as { success?: unknown; message?: unknown };
  if (envelope.success !== false || typeof envelope.message !== 'string') {
    return `answered ${reply.statusCode} outside the envelope: ${reply.body.slice(0, 300)}`;
  }
  if (reply.headers['x-content-type-options'] !== 'nosniff') {
    return `answered ${reply.statusCode} without the security headers`;
  }
  return undefined;
}

async function send(request: FuzzRequest) {
  const reply = await server().app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  const fault = faultOf(reply);
  if (fault) throw new Error(fault);
}

describe.each(Object.entries(callers))('the contract fuzz, %s', (_caller, authorizationOf) => {
  it.for(liveOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers every hostile request with a 4xx envelope or a success, never a 5xx',
    { timeout: OPERATION_TIMEOUT_MS },
    async ([, operation]) => {
      const authorization = await authorizationOf(server());
      await fc.assert(fc.asyncProperty(fuzzRequests(operation, resolve, authorization), send), {
        seed: SEED,
        numRuns: !authorization && guards.get(operation.operationId) === 'required' ? RUNS_UNTIL_401 : RUNS,
        examples: knownHostileRequests(operation, authorization).map((request) => [request]),
      });
    },
  );
});
