import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { loadContract, staffRequirements } from '../../../api/contract.ts';
import { activityLogs, users } from '../../../db/schema/accounts.ts';

const server = useTestServer();

async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Role Admin' });
  return { ...account, api: server().client({ token: account.token }) };
}

const roleName = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}`;

describe('roles and permissions', () => {
  it('a role made in the panel grants exactly its permissions: only the activity log opens, everything else answers 403', async () => {
    const admin = await newAdmin();
    const name = roleName('auditors');
    const created = await admin.api.POST('/admin/roles', {
      body: { name, description: 'Reads the log', permissions: ['admin.logs.view'] },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.data).toMatchObject({ name, permissions: ['admin.logs.view'], users_count: 0 });

    const auditor = await signedInAccount(server(), { name: 'Audrey Auditor' });
    const assigned = await admin.api.POST('/admin/auth/roles/assign', {
      body: { user_id: auditor.id, role: name },
    });
    expect(assigned.response.status).toBe(200);
    expect(assigned.data?.data.permissions).toEqual(['admin.logs.view']);

    const api = server().client({ token: auditor.token });
    expect((await api.GET('/admin/activity-logs')).response.status).toBe(200);
    const contract = loadContract();
    const others = [...staffRequirements(contract)].filter(
      ([, need]) => need.permission !== 'admin.logs.view',
    );
    for (const [path, pathItem] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(pathItem)) {
        if (!others.some(([id]) => id === operation.operationId)) continue;
        const reply = await server().app.inject({
          method: method.toUpperCase() as 'GET',
          url: `/api/v1${path.replace(/\{[^}]+\}/g, 'x')}`,
          headers: { authorization: `Bearer ${auditor.token}` },
        });
        expect({ id: operation.operationId, status: reply.statusCode }).toEqual({
          id: operation.operationId,
          status: 403,
        });
      }
    }
    // Taking the permission from the role applies at the next request.
    await admin.api.PUT('/admin/roles/{role}', {
      params: { path: { role: created.data?.data.id ?? '' } },
      body: { permissions: [] },
    });
    expect((await api.GET('/admin/activity-logs')).response.status).toBe(403);
  });

  it('GET /admin/roles lists every role with its permissions and holders; the admin role is neither renamed nor deleted', async () => {
    const admin = await newAdmin();
    const { data } = await admin.api.GET('/admin/roles');
    const adminRole = data?.data.find((role) => role.name === 'admin');
    const support = data?.data.find((role) => role.name === 'support');
    expect(support?.permissions).toEqual(['admin.dashboard.view', 'admin.support.view']);
    expect(adminRole?.users_count).toBeGreaterThan(0);
    const id = adminRole?.id ?? '';
    const rename = await admin.api.PUT('/admin/roles/{role}', {
      params: { path: { role: id } },
      body: { name: 'boss' },
    });
    expect(rename.response.status).toBe(422);
    expect(rename.error?.errors).toEqual({ name: ['The admin role cannot be renamed'] });
    const remove = await admin.api.DELETE('/admin/roles/{role}', { params: { path: { role: id } } });
    expect(remove.response.status).toBe(422);
  });

  it('POST /admin/roles refuses a taken name and an unknown permission under their fields', async () => {
    const admin = await newAdmin();
    const taken = await admin.api.POST('/admin/roles', { body: { name: 'support' } });
    expect(taken.error?.errors).toEqual({ name: ['A role with this name already exists'] });
    const unknown = await admin.api.POST('/admin/roles', {
      body: { name: roleName('odd'), permissions: ['admin.nothing.view'] },
    });
    expect(unknown.error?.errors).toEqual({ permissions: ['No such permission: admin.nothing.view'] });
  });

  it('the write permissions carry the contract’s names, with their admin area as group', async () => {
    const admin = await newAdmin();
    const { data } = await admin.api.GET('/admin/permissions', {
      params: { query: { filter: { group: 'admin.users' }, per_page: 100 } },
    });
    expect(data?.data.map((permission) => permission.name)).toEqual([
      'admin.users.create',
      'admin.users.delete',
      'admin.users.update',
      'admin.users.view',
    ]);
    const all = await admin.api.GET('/admin/permissions', {
      params: { query: { search: '.edit', per_page: 100 } },
    });
    expect(all.data?.meta.total).toBe(0);
  });

  it('a permission made with roles is held by them, and deleting it takes it from them', async () => {
    const admin = await newAdmin();
    const name = `reports.${roleName('export')}`;
    const created = await admin.api.POST('/admin/permissions', { body: { name, roles: ['support'] } });
    expect(created.data?.data).toMatchObject({ name, group: 'reports', roles: ['support'] });
    const support = await signedInAccount(server(), { role: 'support' });
    const profile = await server().client({ token: support.token }).GET('/user/profile');
    expect(profile.data?.data.permissions).toContain(name);
    const id = created.data?.data.id ?? '';
    expect(
      (await admin.api.DELETE('/admin/permissions/{permission}', { params: { path: { permission: id } } }))
        .response.status,
    ).toBe(200);
    const after = await server().client({ token: support.token }).GET('/user/profile');
    expect(after.data?.data.permissions).not.toContain(name);
  });

  it('giving and taking the admin role sets is_admin; nobody takes it from themselves', async () => {
    const admin = await newAdmin();
    const person = await signedInAccount(server());
    const given = await admin.api.POST('/admin/auth/roles/assign', {
      body: { user_id: person.id, role: 'admin' },
    });
    expect(given.data?.data).toMatchObject({ is_admin: true });
    const [row] = await server().db.select().from(users).where(eq(users.id, person.id));
    expect(row?.isAdmin).toBe(true);
    const taken = await admin.api.POST('/admin/auth/roles/remove', {
      body: { user_id: person.id, role: 'admin' },
    });
    expect(taken.data?.data).toMatchObject({ is_admin: false, roles: [] });
    const own = await admin.api.POST('/admin/auth/roles/remove', {
      body: { user_id: admin.id, role: 'admin' },
    });
    expect(own.response.status).toBe(422);
    const entries = await server()
      .db.select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, person.id))
      .orderBy(activityLogs.createdAt, activityLogs.id);
    expect(entries.map((entry) => [entry.action, entry.properties.role])).toEqual([
      ['admin.role.assigned', 'admin'],
      ['admin.role.removed', 'admin'],
    ]);
  });

  it('only a super admin makes another one, and the seeded administrator is one', async () => {
    const token = await server().signIn('admin@example.com', 'Admin12345');
    const superAdmin = server().client({ token });
    const plainAdmin = await newAdmin();
    const person = await signedInAccount(server());
    const refused = await plainAdmin.api.POST('/admin/auth/roles/create-super-admin', {
      body: { user_id: person.id },
    });
    expect(refused.response.status).toBe(403);
    const made = await superAdmin.POST('/admin/auth/roles/create-super-admin', {
      body: { user_id: person.id },
    });
    expect(made.data?.data.roles).toEqual(['admin', 'super-admin']);
    const assign = await superAdmin.POST('/admin/auth/roles/assign', {
      body: { user_id: person.id, role: 'super-admin' },
    });
    expect(assign.response.status).toBe(422);
  });
});
