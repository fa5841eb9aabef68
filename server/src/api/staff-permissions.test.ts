import { describe, expect, it } from 'vitest';
import { signedInAccount, type SignedInAccount } from '../../../tests/server/support-accounts.ts';
import { TOO_SLOW_TO_CALL_IN_BULK } from '../../../tests/server/slow-operations.ts';
import { useTestServer } from '../../../tests/server/test-server.ts';
import { loadContract, staffRequirements } from './contract.ts';

const server = useTestServer();

// Generated from the contract: every operation that names a permission, called by each kind of caller.
const contract = loadContract();
const requirements = staffRequirements(contract);
const staffOperations = Object.entries(contract.paths).flatMap(([path, pathItem]) =>
  Object.entries(pathItem).flatMap(([method, operation]) => {
    const requirement = requirements.get(operation.operationId);
    return requirement
      ? [{ method: method.toUpperCase(), path, id: operation.operationId, requirement }]
      : [];
  }),
);

/** The seed's support role: the admin dashboard and the support tickets. */
const SUPPORT_PERMISSIONS = ['admin.dashboard.view', 'admin.support.view'];

/** The operation's path with a made-up value in each parameter: the check comes before any lookup. */
const urlOf = (path: string) => `/api/v1${path.replace(/\{[^}]+\}/g, 'no-such-record')}`;

async function call(method: string, path: string, token?: string) {
  const reply = await server().app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return reply.statusCode;
}

describe('the staff operations’ permission checks, from the contract', () => {
  it('finds every admin operation of the contract with the permission it needs', () => {
    const adminOperations = Object.values(contract.paths).flatMap((pathItem) =>
      Object.values(pathItem).filter((operation) => operation.tags?.includes('admin')),
    );
    // The 89 of the spec, and the extensions staff screens need.
    expect(adminOperations.length).toBeGreaterThanOrEqual(89);
    expect(staffOperations.map(({ id }) => id).sort()).toEqual(
      adminOperations.map((operation) => operation.operationId).sort(),
    );
    for (const { requirement } of staffOperations) {
      expect(requirement.permission).toMatch(/^admin\.[a-z-]+\.(view|create|update|delete)$/);
    }
  });

  it('answers 401 to a visitor and 403 to a signed-in owner on every one of them', async () => {
    const owner = await signedInAccount(server());
    for (const { method, path, id } of staffOperations) {
      expect({ id, status: await call(method, path) }).toEqual({ id, status: 401 });
      expect({ id, status: await call(method, path, owner.token) }).toEqual({ id, status: 403 });
    }
  });

  it('lets the support account through only where its two permissions reach', async () => {
    const support = await signedInAccount(server(), { role: 'support' });
    for (const { method, path, id, requirement } of staffOperations) {
      const status = await call(method, path, support.token);
      const allowed = SUPPORT_PERMISSIONS.includes(requirement.permission) && !requirement.role;
      if (allowed) expect({ id, status }).not.toEqual({ id, status: 403 });
      else expect({ id, status }).toEqual({ id, status: 403 });
    }
  });

  it('lets an administrator past the check of every one of them, to an answer or a 501 while pending', async () => {
    const admin: SignedInAccount = await signedInAccount(server(), { role: 'admin' });
    const callable = staffOperations.filter(({ id }) => !TOO_SLOW_TO_CALL_IN_BULK.has(id));
    for (const { method, path, id } of callable) {
      const status = await call(method, path, admin.token);
      const passed = status !== 401 && status !== 403 && (status < 500 || status === 501);
      expect({ id, status, passed }).toEqual({ id, status, passed: true });
    }
  });
});
