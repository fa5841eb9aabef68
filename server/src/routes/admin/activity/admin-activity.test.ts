import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs } from '../../../db/schema/accounts.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';

const server = useTestServer();

describe('the staff’s activity log', () => {
  it('shows each admin change worded in the reader’s language, with the admin’s name, the reason and before → after', async () => {
    const admin = await signedInAccount(server(), { role: 'admin', name: 'Ada Auditor' });
    const api = server().client({ token: admin.token });
    const person = await signedInAccount(server(), { name: 'Piotr Person' });
    await api.PATCH('/admin/users/{id}/suspend', {
      params: { path: { id: person.id } },
      body: { reason: 'Spam from every domain' },
    });
    await api.PATCH('/admin/users/{id}/activate', { params: { path: { id: person.id } } });

    const polish = server().client({ token: admin.token, language: 'pl' });
    const { data } = await polish.GET('/admin/activity-logs', {
      params: {
        query: { filter: { subject_id: person.id, action: 'admin.' }, sort: 'created_at', order: 'asc' },
      },
    });
    expect(data?.data.map((entry) => [entry.user?.name, entry.action])).toEqual([
      ['Ada Auditor', 'admin.user.suspended'],
      ['Ada Auditor', 'admin.user.activated'],
    ]);
    const [suspended] = data?.data ?? [];
    expect(suspended?.description).toContain(person.email);
    expect(suspended?.description).not.toBe('Suspended the account ' + person.email);
    expect(suspended?.properties).toMatchObject({
      reason: 'Spam from every domain',
      changes: { status: { before: 'active', after: 'suspended' } },
    });
  });

  it('filters by actor, action prefix and days, and refuses a malformed filter with 422', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    await api.POST('/admin/roles', { body: { name: `log-${crypto.randomUUID().slice(0, 8)}` } });
    // The days around now: the entry falls inside them even when it is written just before midnight.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { data } = await api.GET('/admin/activity-logs', {
      params: {
        query: {
          filter: {
            user_id: admin.id,
            action: 'admin.role.',
            created_at_from: day(-1),
            created_at_to: day(1),
          },
        },
      },
    });
    expect(data?.data.map((entry) => entry.action)).toEqual(['admin.role.created']);
    const none = await api.GET('/admin/activity-logs', {
      params: { query: { filter: { user_id: admin.id, created_at_to: '2020-01-01' } } },
    });
    expect(none.data?.meta.total).toBe(0);
    const bad = await api.GET('/admin/activity-logs', {
      params: { query: { filter: { created_at_from: '2026-02-30' } } },
    });
    expect(bad.response.status).toBe(422);
    expect(Object.keys(bad.error?.errors ?? {})).toEqual(['filter[created_at_from]']);
  });

  it('GET /admin/activity-logs/export streams what the list shows as CSV, worded in the caller’s language', async () => {
    const admin = await signedInAccount(server(), { role: 'admin', name: 'Exporting Admin' });
    const api = server().client({ token: admin.token });
    const name = `export-${crypto.randomUUID().slice(0, 8)}`;
    await api.POST('/admin/roles', { body: { name, permissions: ['admin.logs.view'] } });
    const reply = await server().app.inject({
      url: `/api/v1/admin/activity-logs/export?filter[user_id]=${admin.id}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(reply.statusCode).toBe(200);
    const [header, row, end] = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'created_at,user_id,user_name,user_email,action,description,subject_type,subject_id,ip_address,reason,changes',
    );
    expect(row).toContain(
      `,${admin.id},Exporting Admin,${admin.email},admin.role.created,Created the role ${name},role,`,
    );
    const changes: unknown = JSON.parse(row?.slice(row.indexOf(',"{') + 2, -1).replaceAll('""', '"') ?? '{}');
    expect(changes).toEqual({
      name: { before: null, after: name },
      permissions: { before: null, after: ['admin.logs.view'] },
    });
    expect(end).toBe('');
  });
  it('counts the whole log, an action prefix, an action and some days from the daily totals, as many as the entries they select', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const api = server().client({ token: admin.token });
    const total = async (filter: Record<string, string> = {}) => {
      const { data } = await api.GET('/admin/activity-logs', { params: { query: { filter } } });
      return data?.meta.total ?? -1;
    };
    const before = await total();
    const prefix = `counted${crypto.randomUUID().slice(0, 8)}.`;
    const entry = (action: string, createdAt: string) => ({
      userId: admin.id,
      action: `${prefix}${action}`,
      createdAt: new Date(createdAt),
    });
    const rows = await server()
      .db.insert(activityLogs)
      .values([
        entry('a', '2030-03-01T00:00:00Z'),
        entry('a', '2030-03-01T23:59:59Z'),
        entry('a', '2030-03-02T10:00:00Z'),
        entry('b', '2030-03-02T10:00:00Z'),
        entry('b', '2030-03-03T00:00:00Z'),
      ])
      .returning({ id: activityLogs.id });
    expect(await total()).toBe(before + 5);
    expect(await total({ action: prefix })).toBe(5);
    expect(await total({ action: `${prefix}a` })).toBe(3);
    expect(await total({ action: prefix, created_at_from: '2030-03-02', created_at_to: '2030-03-02' })).toBe(
      2,
    );
    // Other filters count the entries themselves, and agree.
    expect(await total({ action: prefix, user_id: admin.id })).toBe(5);

    // Entries that lose their actor still count; deleted ones no longer do.
    await server()
      .db.update(activityLogs)
      .set({ userId: null })
      .where(eq(activityLogs.action, `${prefix}b`));
    await server()
      .db.delete(activityLogs)
      .where(eq(activityLogs.id, rows[0]?.id ?? ''));
    expect(await total({ action: prefix })).toBe(4);
    expect(await total({ action: prefix, created_at_from: '2030-03-01', created_at_to: '2030-03-01' })).toBe(
      1,
    );
    expect(await total()).toBe(before + 4);
  });
});
