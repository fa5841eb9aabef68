import { describe, expect, it } from 'vitest';
import type { operations } from '#contract';
import { createAccount, startTestSession } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs } from '../../db/schema/accounts.ts';

const server = useTestServer();

interface Entry {
  action: string;
  at: string;
  ip?: string;
  description?: string;
  properties?: Record<string, unknown>;
}

/** A new account (time zone Europe/Warsaw) with these entries in its log, and a token. */
async function accountWithLog(entries: Entry[]) {
  const account = await createAccount(server());
  if (entries.length) {
    await server()
      .db.insert(activityLogs)
      .values(
        entries.map((entry) => ({
          userId: account.id,
          action: entry.action,
          createdAt: new Date(entry.at),
          ipAddress: entry.ip ?? '192.0.2.1',
          description: entry.description ?? null,
          properties: entry.properties ?? {},
        })),
      );
  }
  return { ...account, token: await startTestSession(server(), account.id) };
}

type Query = operations['listActivityLogs']['parameters']['query'];

function list(token: string, query: Query = {}, language = 'en') {
  return server().client({ token, language }).GET('/auth/activity-logs', { params: { query } });
}

describe('GET /auth/activity-logs', () => {
  it('GET /auth/activity-logs lists only the caller’s entries, newest first, described in the caller’s language', async () => {
    const account = await accountWithLog([
      { action: 'auth.login', at: '2026-03-01T10:00:00Z' },
      { action: 'auth.2fa_enabled', at: '2026-03-02T10:00:00Z' },
      { action: 'auth.social_login', at: '2026-03-03T10:00:00Z', properties: { provider: 'github' } },
    ]);
    await accountWithLog([{ action: 'auth.login', at: '2026-03-04T10:00:00Z' }]);
    const { data, response } = await list(account.token, {}, 'pl');
    expect(response.status).toBe(200);
    expect(data?.data.map((entry) => entry.description)).toEqual([
      'Zalogowano się przez GitHub',
      'Włączono uwierzytelnianie dwuskładnikowe',
      'Zalogowano się',
    ]);
    expect(data?.data[0]).toMatchObject({
      action: 'auth.social_login',
      user: { id: account.id, email: account.email, name: 'Test User', avatar: null },
      ip_address: '192.0.2.1',
      properties: { provider: 'github' },
      created_at: new Date('2026-03-03T10:00:00Z'),
    });
    expect(data?.meta).toMatchObject({ total: 3, current_page: 1, per_page: 10, last_page: 1 });
  });

  it('GET /auth/activity-logs falls back to the recorded description, then to the action name', async () => {
    const account = await accountWithLog([
      { action: 'custom.thing', at: '2026-03-01T10:00:00Z' },
      { action: 'custom.other', at: '2026-03-02T10:00:00Z', description: 'Did the other thing' },
    ]);
    const { data } = await list(account.token);
    expect(data?.data.map((entry) => entry.description)).toEqual([
      'Did the other thing',
      'Activity: custom.thing',
    ]);
  });

  it('GET /auth/activity-logs pages with page and per_page', async () => {
    const account = await accountWithLog(
      [1, 2, 3, 4, 5].map((day) => ({ action: 'auth.login', at: `2026-03-0${day}T10:00:00Z` })),
    );
    const { data } = await list(account.token, { page: 2, per_page: 2 });
    expect(data?.data.map((entry) => entry.created_at)).toEqual([
      new Date('2026-03-03T10:00:00Z'),
      new Date('2026-03-02T10:00:00Z'),
    ]);
    expect(data?.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
      from: 3,
      to: 4,
    });
  });

  it('GET /auth/activity-logs searches the IP address and the description in the caller’s language', async () => {
    const account = await accountWithLog([
      { action: 'auth.login', at: '2026-03-01T10:00:00Z', ip: '10.1.2.3' },
      { action: 'auth.2fa_enabled', at: '2026-03-02T10:00:00Z' },
      { action: 'custom.export', at: '2026-03-03T10:00:00Z', description: 'Exported 100% of the data' },
    ]);
    const byIp = await list(account.token, { search: '10.1.2' });
    expect(byIp.data?.data.map((entry) => entry.action)).toEqual(['auth.login']);
    const byWords = await list(account.token, { search: 'dwuskładnikowe' }, 'pl');
    expect(byWords.data?.data.map((entry) => entry.action)).toEqual(['auth.2fa_enabled']);
    const literal = await list(account.token, { search: '100%' });
    expect(literal.data?.data.map((entry) => entry.action)).toEqual(['custom.export']);
  });

  it('GET /auth/activity-logs filters by action names and by a prefix ending in a dot', async () => {
    const account = await accountWithLog([
      { action: 'auth.login', at: '2026-03-01T10:00:00Z' },
      { action: 'auth.logout', at: '2026-03-02T10:00:00Z' },
      { action: 'domain.created', at: '2026-03-03T10:00:00Z' },
      { action: 'authx.other', at: '2026-03-04T10:00:00Z' },
    ]);
    const named = await list(account.token, { filter: { action: 'auth.login,domain.created' } });
    expect(named.data?.data.map((entry) => entry.action)).toEqual(['domain.created', 'auth.login']);
    const prefixed = await list(account.token, { filter: { action: 'auth.' } });
    expect(prefixed.data?.data.map((entry) => entry.action)).toEqual(['auth.logout', 'auth.login']);
  });

  it('GET /auth/activity-logs filters by calendar days in the user’s time zone, both ends included', async () => {
    // Europe/Warsaw is UTC+1 in March: 2 March there runs from 1 March 23:00 to 2 March 23:00 UTC.
    const account = await accountWithLog([
      { action: 'before', at: '2026-03-01T22:59:00Z' },
      { action: 'first', at: '2026-03-01T23:00:00Z' },
      { action: 'last', at: '2026-03-02T22:59:00Z' },
      { action: 'after', at: '2026-03-02T23:00:00Z' },
    ]);
    const { data } = await list(account.token, {
      filter: { created_at_from: '2026-03-02', created_at_to: '2026-03-02' },
    });
    expect(data?.data.map((entry) => entry.action)).toEqual(['last', 'first']);
  });

  it('GET /auth/activity-logs sorts by action when asked', async () => {
    const account = await accountWithLog([
      { action: 'b.second', at: '2026-03-01T10:00:00Z' },
      { action: 'a.first', at: '2026-03-02T10:00:00Z' },
      { action: 'c.third', at: '2026-03-03T10:00:00Z' },
    ]);
    const ascending = await list(account.token, { sort: 'action', order: 'asc' });
    expect(ascending.data?.data.map((entry) => entry.action)).toEqual(['a.first', 'b.second', 'c.third']);
    const oldestFirst = await list(account.token, { sort: 'created_at', order: 'asc' });
    expect(oldestFirst.data?.data.map((entry) => entry.action)).toEqual(['b.second', 'a.first', 'c.third']);
  });

  it('GET /auth/activity-logs answers 422 for a sort field it does not have', async () => {
    const account = await accountWithLog([]);
    const { response, error } = await list(account.token, { sort: 'ip_address' });
    expect(response.status).toBe(422);
    expect(error?.errors?.sort).toEqual(['Choose one of: created_at, action']);
  });

  it('GET /auth/activity-logs answers 422 for a filter it does not have, or a day that does not exist', async () => {
    const account = await accountWithLog([]);
    const unknown = await list(account.token, { filter: { status: 'x' } });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.errors).toHaveProperty(['filter[status]']);
    const badDay = await list(account.token, { filter: { created_at_from: '2026-02-30' } });
    expect(badDay.response.status).toBe(422);
    expect(badDay.error?.errors?.['filter[created_at_from]']).toEqual(['Enter a date as YYYY-MM-DD']);
  });

  it('GET /auth/activity-logs answers 401 without a token', async () => {
    const { response } = await server().client().GET('/auth/activity-logs');
    expect(response.status).toBe(401);
  });
});
