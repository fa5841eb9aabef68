import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, permissions, sessions, users } from '../../db/schema/accounts.ts';
import { newToken } from '../../lib/tokens.ts';

const server = useTestServer();
const HOUR = 3600_000;

/** Signs in through the API and answers both tokens. */
async function signIn(account: TestAccount, remember = true) {
  const { data } = await server()
    .client()
    .POST('/auth/login', { body: { email: account.email, password: account.password, remember } });
  if (!data || !('token' in data.data)) throw new Error('sign-in failed');
  return data.data;
}

function refresh(refreshToken: string, ip = '127.0.0.1') {
  return server()
    .client()
    .POST('/auth/refresh', { body: { refresh_token: refreshToken }, headers: { 'x-test-ip': ip } });
}

async function verifyStatus(token: string) {
  return (await server().client({ token }).POST('/auth/verify-token')).response.status;
}

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

describe('POST /auth/logout', () => {
  it('POST /auth/logout ends the current session: its access and refresh tokens stop working', async () => {
    const account = await createAccount(server());
    const current = await signIn(account);
    const other = await signIn(account);
    const { response, data } = await server().client({ token: current.token }).POST('/auth/logout');
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Signed out');
    expect(await verifyStatus(current.token)).toBe(401);
    expect((await refresh(current.refresh_token)).response.status).toBe(401);
    // Other browsers stay signed in.
    expect(await verifyStatus(other.token)).toBe(200);
    expect(await actionsOf(account.id)).toContain('auth.logout');
  });

  it('POST /auth/logout answers 401 without a token', async () => {
    const { response } = await server().client().POST('/auth/logout');
    expect(response.status).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('POST /auth/refresh answers a new pair; the old tokens stop working and the new ones work', async () => {
    const account = await createAccount(server());
    const first = await signIn(account);
    const { data, response } = await refresh(first.refresh_token);
    expect(response.status).toBe(200);
    const next = data?.data;
    if (!next) throw new Error('no tokens');
    expect(next.user.id).toBe(account.id);
    expect(next.token).not.toBe(first.token);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(await verifyStatus(first.token)).toBe(401);
    expect(await verifyStatus(next.token)).toBe(200);
    expect((await refresh(next.refresh_token)).response.status).toBe(200);
  });

  it('POST /auth/refresh keeps a remembered session 7 days and a plain one 24 hours', async () => {
    const account = await createAccount(server());
    const before = Date.now();
    const remembered = (await refresh((await signIn(account, true)).refresh_token)).data?.data;
    const plain = (await refresh((await signIn(account, false)).refresh_token)).data?.data;
    if (!remembered || !plain) throw new Error('no tokens');
    expect(Number(remembered.refresh_expires_at) - before).toBeGreaterThan(7 * 24 * HOUR - 60_000);
    expect(Number(plain.refresh_expires_at)).toBe(Number(plain.expires_at));
    expect(Number(plain.expires_at) - before).toBeLessThan(24 * HOUR + 60_000);
  });

  it('POST /auth/refresh answers 401 to a refresh token used twice and ends its whole session', async () => {
    const account = await createAccount(server());
    const stolen = await signIn(account);
    const legitimate = (await refresh(stolen.refresh_token)).data?.data;
    if (!legitimate) throw new Error('no tokens');

    const replay = await refresh(stolen.refresh_token, '10.2.0.1');
    expect(replay.response.status).toBe(401);
    expect(await verifyStatus(legitimate.token)).toBe(401);
    expect((await refresh(legitimate.refresh_token, '10.2.0.1')).response.status).toBe(401);
    expect(await server().db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    expect(await actionsOf(account.id)).toContain('auth.refresh_token_reused');
  });

  it('POST /auth/refresh answers 401 for an expired refresh token', async () => {
    const account = await createAccount(server());
    const tokens = await signIn(account);
    await server()
      .db.update(sessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000), accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.id));
    const { response, error } = await refresh(tokens.refresh_token, '10.2.0.2');
    expect(response.status).toBe(401);
    expect(error?.message).toBe('You are not signed in or your session has expired');
  });

  it('POST /auth/refresh answers 401 for a token it never issued and for a suspended account', async () => {
    expect((await refresh(newToken(), '10.2.0.3')).response.status).toBe(401);
    const account = await createAccount(server());
    const tokens = await signIn(account);
    await server().db.update(users).set({ status: 'suspended' }).where(eq(users.id, account.id));
    expect((await refresh(tokens.refresh_token, '10.2.0.3')).response.status).toBe(401);
  });

  it('POST /auth/refresh answers 422 for an empty refresh token', async () => {
    const { response, error } = await refresh('');
    expect(response.status).toBe(422);
    expect(error?.errors?.refresh_token).toBeDefined();
  });

  it('POST /auth/refresh answers 429 with Retry-After after 10 refused tokens a minute from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await refresh(newToken(), '10.2.0.4')).response.status).toBe(401);
    }
    const account = await createAccount(server());
    const { response } = await refresh((await signIn(account)).refresh_token, '10.2.0.4');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /auth/verify-token', () => {
  it('POST /auth/verify-token answers the signed-in user and when the token expires', async () => {
    const account = await createAccount(server(), { name: 'Vera Token' });
    const tokens = await signIn(account);
    const { data, response } = await server().client({ token: tokens.token }).POST('/auth/verify-token');
    expect(response.status).toBe(200);
    expect(data?.data.user).toMatchObject({ id: account.id, email: account.email, name: 'Vera Token' });
    expect(Number(data?.data.expires_at)).toBe(Number(tokens.expires_at));
  });

  it('POST /auth/verify-token answers 401 without a token and for an unknown one', async () => {
    expect((await server().client().POST('/auth/verify-token')).response.status).toBe(401);
    expect(await verifyStatus(newToken())).toBe(401);
  });
});

describe('GET /auth/abilities', () => {
  it('GET /auth/abilities answers every permission to an admin', async () => {
    const token = await server().signIn('admin@example.com', 'Admin12345');
    const { data, response } = await server().client({ token }).GET('/auth/abilities');
    expect(response.status).toBe(200);
    const all = await server().db.select({ name: permissions.name }).from(permissions);
    expect(data?.data).toEqual(all.map((permission) => permission.name).sort());
    expect(data?.data).toContain('admin.users.view');
  });

  it('GET /auth/abilities answers only the permissions of the caller’s roles', async () => {
    const support = await server().signIn('support@example.com', 'Support12345');
    const owner = await server().signIn('owner@example.com', 'Owner12345');
    expect((await server().client({ token: support }).GET('/auth/abilities')).data?.data).toEqual([
      'admin.dashboard.view',
      'admin.support.view',
    ]);
    expect((await server().client({ token: owner }).GET('/auth/abilities')).data?.data).toEqual([]);
  });

  it('GET /auth/abilities answers 401 without a token', async () => {
    expect((await server().client().GET('/auth/abilities')).response.status).toBe(401);
  });
});
