import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { operations } from '#contract';
import { createAccount, startTestSession } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { notifications } from '../../db/schema/accounts.ts';

const server = useTestServer();

type Query = operations['listNotifications']['parameters']['query'];
type NotificationType = 'info' | 'success' | 'warning' | 'error';

interface Seeded {
  type: NotificationType;
  title: string;
  at: string;
  read?: boolean;
}

/** A new account with these notifications, and a token; answers their ids in the given order too. */
async function accountWithNotifications(items: Seeded[]) {
  const account = await createAccount(server());
  const rows = items.length
    ? await server()
        .db.insert(notifications)
        .values(
          items.map((item) => ({
            userId: account.id,
            type: item.type,
            title: item.title,
            message: `About ${item.title}`,
            createdAt: new Date(item.at),
            readAt: item.read ? new Date(item.at) : null,
          })),
        )
        .returning({ id: notifications.id })
    : [];
  return { ...account, ids: rows.map((row) => row.id), token: await startTestSession(server(), account.id) };
}

function list(token: string, query: Query = {}, language = 'en') {
  return server().client({ token, language }).GET('/auth/notifications', { params: { query } });
}

async function unreadIdsOf(userId: string) {
  const rows = await server()
    .db.select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows.map((row) => row.id).sort();
}

const FOUR: Seeded[] = [
  { type: 'info', title: 'one', at: '2026-03-01T10:00:00Z', read: true },
  { type: 'success', title: 'two', at: '2026-03-02T10:00:00Z' },
  { type: 'warning', title: 'three', at: '2026-03-03T10:00:00Z' },
  { type: 'error', title: 'four', at: '2026-03-04T10:00:00Z', read: true },
];

describe('GET /auth/notifications', () => {
  it('GET /auth/notifications shows a demo user the welcome notifications in the caller’s language', async () => {
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const english = await list(token);
    expect(english.response.status).toBe(200);
    expect(english.data?.data.map((item) => item.title)).toEqual([
      'See your conversions',
      'Protect your account',
      'Welcome to Tracklane',
    ]);
    expect(english.data?.meta.unread_count).toBe(2);
    const polish = await list(token, {}, 'pl');
    expect(polish.data?.data[2]).toMatchObject({
      type: 'success',
      title: 'Witamy w Tracklane',
      action_url: '/domains/add',
      read_at: null,
    });
  });

  it('GET /auth/notifications lists the caller’s notifications newest first, with the unread count of all of them', async () => {
    const account = await accountWithNotifications(FOUR);
    await accountWithNotifications([{ type: 'info', title: 'stranger', at: '2026-03-05T10:00:00Z' }]);
    const { data } = await list(account.token, { per_page: 2 });
    expect(data?.data.map((item) => item.title)).toEqual(['four', 'three']);
    expect(data?.data[0]).toMatchObject({ message: 'About four', read_at: new Date('2026-03-04T10:00:00Z') });
    expect(data?.meta).toMatchObject({ total: 4, per_page: 2, last_page: 2, unread_count: 2 });
    const oldestFirst = await list(account.token, { sort: 'created_at', order: 'asc', page: 2, per_page: 3 });
    expect(oldestFirst.data?.data.map((item) => item.title)).toEqual(['four']);
  });

  it('GET /auth/notifications filters by status and by a list of types', async () => {
    const account = await accountWithNotifications(FOUR);
    const unread = await list(account.token, { filter: { status: 'unread' } });
    expect(unread.data?.data.map((item) => item.title)).toEqual(['three', 'two']);
    expect(unread.data?.meta).toMatchObject({ total: 2, unread_count: 2 });
    const read = await list(account.token, { filter: { status: 'read' } });
    expect(read.data?.data.map((item) => item.title)).toEqual(['four', 'one']);
    const types = await list(account.token, { filter: { type: 'info,error' } });
    expect(types.data?.data.map((item) => item.title)).toEqual(['four', 'one']);
  });

  it('GET /auth/notifications answers 422 for an unknown status, type, filter or sort field', async () => {
    const account = await accountWithNotifications([]);
    const status = await list(account.token, { filter: { status: 'archived' } });
    expect(status.response.status).toBe(422);
    expect(status.error?.errors?.['filter[status]']).toEqual(['Choose one of: unread, read']);
    const type = await list(account.token, { filter: { type: 'info,urgent' } });
    expect(type.error?.errors?.['filter[type]']).toEqual(['Choose one of: info, success, warning, error']);
    const filter = await list(account.token, { filter: { colour: 'red' } });
    expect(filter.response.status).toBe(422);
    const sort = await list(account.token, { sort: 'title' });
    expect(sort.error?.errors?.sort).toEqual(['Choose one of: created_at']);
  });

  it('GET /auth/notifications answers 401 without a token', async () => {
    const { response } = await server().client().GET('/auth/notifications');
    expect(response.status).toBe(401);
  });
});

describe('PATCH /auth/notifications/mark-as-read', () => {
  it('PATCH /auth/notifications/mark-as-read marks the named ones, skipping read ones and other users’', async () => {
    const account = await accountWithNotifications(FOUR);
    const stranger = await accountWithNotifications([
      { type: 'info', title: 'theirs', at: '2026-03-05T10:00:00Z' },
    ]);
    const [one, two, three] = account.ids;
    const { data, response } = await server()
      .client({ token: account.token })
      .PATCH('/auth/notifications/mark-as-read', {
        body: { ids: [one ?? '', two ?? '', stranger.ids[0] ?? ''] },
      });
    expect(response.status).toBe(200);
    expect(data?.data).toEqual({ marked_count: 1, unread_count: 1 });
    expect(await unreadIdsOf(account.id)).toEqual([three]);
    expect(await unreadIdsOf(stranger.id)).toEqual(stranger.ids);
  });

  it('PATCH /auth/notifications/mark-as-read without a body marks all of the caller’s notifications', async () => {
    const account = await accountWithNotifications(FOUR);
    const stranger = await accountWithNotifications([
      { type: 'info', title: 'theirs', at: '2026-03-05T10:00:00Z' },
    ]);
    const { data } = await server()
      .client({ token: account.token })
      .PATCH('/auth/notifications/mark-as-read');
    expect(data?.data).toEqual({ marked_count: 2, unread_count: 0 });
    expect(await unreadIdsOf(account.id)).toEqual([]);
    expect(await unreadIdsOf(stranger.id)).toHaveLength(1);
  });

  it('PATCH /auth/notifications/mark-as-read answers 422 for an empty list of ids', async () => {
    const account = await accountWithNotifications(FOUR);
    const { response, error } = await server()
      .client({ token: account.token })
      .PATCH('/auth/notifications/mark-as-read', { body: { ids: [] } });
    expect(response.status).toBe(422);
    expect(error?.errors).toHaveProperty('ids');
  });

  it('PATCH /auth/notifications/mark-as-read answers 401 without a token', async () => {
    const { response } = await server().client().PATCH('/auth/notifications/mark-as-read');
    expect(response.status).toBe(401);
  });
});

describe('DELETE /auth/notifications/clear', () => {
  it('DELETE /auth/notifications/clear deletes all of the caller’s notifications and no one else’s', async () => {
    const account = await accountWithNotifications(FOUR);
    const stranger = await accountWithNotifications([
      { type: 'info', title: 'theirs', at: '2026-03-05T10:00:00Z' },
    ]);
    const { response } = await server().client({ token: account.token }).DELETE('/auth/notifications/clear');
    expect(response.status).toBe(200);
    const { data } = await list(account.token);
    expect(data?.data).toEqual([]);
    expect(data?.meta.unread_count).toBe(0);
    expect(await unreadIdsOf(stranger.id)).toHaveLength(1);
  });

  it('DELETE /auth/notifications/clear answers 401 without a token', async () => {
    const { response } = await server().client().DELETE('/auth/notifications/clear');
    expect(response.status).toBe(401);
  });
});
