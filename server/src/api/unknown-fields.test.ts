import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from '../../../tests/server/fuzz/schema-values.ts';
import { schemaValue } from '../../../tests/server/fuzz/schema-values.ts';
import { createAccount, startTestSession } from '../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../tests/server/test-server.ts';
import { users } from '../db/schema/accounts.ts';
import { contractOperations, resolveRef, type ContractOperation } from './contract-operations.ts';
import { loadContract } from './contract.ts';

const server = useTestServer();
const contract = loadContract();
const resolve: Resolve = (schema) => resolveRef(contract, schema);

/** A name no schema of the contract uses. */
const UNKNOWN = 'tracklane_unknown_field';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The operation's URL with each path parameter set to a value its schema takes (validated before the body). */
function urlOf(operation: ContractOperation) {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = operation.parameters.find((entry) => entry.in === 'path' && entry.name === name);
    const [value] = fc.sample(schemaValue(parameter?.schema ?? {}, { hostile: false, resolve }), {
      seed: 1,
      numRuns: 1,
    });
    return encodeURIComponent(typeof value === 'string' || typeof value === 'number' ? value : randomUUID());
  });
}

async function adminToken() {
  const [admin] = await server().db.select().from(users).where(eq(users.email, 'admin@example.com'));
  if (!admin) throw new Error('the seeded administrator is missing');
  return startTestSession(server(), admin.id);
}

/** Every operation of the contract that takes a JSON body, pending ones included (they validate first). */
const operations = contractOperations(contract).filter(
  (operation) => operation.requestBody?.content['application/json'] !== undefined,
);

describe('fields the contract does not name', () => {
  let token = '';
  beforeAll(async () => {
    token = await adminToken();
  });

  it.for(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers 422 naming a body field its schema does not list, in the caller’s language',
    async ([, operation]) => {
      const reply = await server().app.inject({
        method: operation.method as 'POST',
        url: `/api/v1${urlOf(operation)}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'pl' },
        payload: { [UNKNOWN]: 1 },
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json<{ errors?: Record<string, string[]> }>().errors?.[UNKNOWN]).toEqual([
        'To pole nie jest dozwolone',
      ]);
    },
  );

  it('PUT /user/profile answers 422 naming a preference the contract does not list, and stores nothing', async () => {
    const account = await createAccount(server());
    const client = server().client({ token: await startTestSession(server(), account.id) });
    const { error, response } = await client.PUT('/user/profile', {
      body: { name: 'Renamed', preferences: { theme: 'dark', colour: 'teal' } as never },
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ 'preferences.colour': ['This field is not allowed'] });
    const [row] = await server().db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Test User', preferences: {} });
  });

  it('PUT /domains/{domainId}/services answers 422 naming an unknown field of one service', async () => {
    const account = await createAccount(server());
    const client = server().client({ token: await startTestSession(server(), account.id) });
    const { error, response } = await client.PUT('/domains/{domainId}/services', {
      params: { path: { domainId: randomUUID() } },
      body: { services: [{ key: 'meta_capi', enabled: true, settings: {}, paused: false } as never] },
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ 'services.0.paused': ['This field is not allowed'] });
  });

  it('POST /user/profile/avatar answers 422 naming a form field the contract does not list, and keeps the photo', async () => {
    const account = await createAccount(server());
    const token = await startTestSession(server(), account.id);
    const form = new FormData();
    form.append('crop', '0,0,10,10');
    form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const { error, response } = await server()
      .client({ token })
      .POST('/user/profile/avatar', { body: { avatar: '' }, bodySerializer: () => form });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ crop: ['This field is not allowed'] });
    const [row] = await server().db.select().from(users).where(eq(users.id, account.id));
    expect(row?.avatarPath ?? null).toBeNull();
  });
});
