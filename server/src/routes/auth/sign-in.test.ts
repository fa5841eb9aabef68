import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, oneTimeTokens, sessions, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../lib/tokens.ts';

const server = useTestServer();
const HOUR = 3600_000;

function login(
  { email, password, remember }: { email: string; password: string; remember?: boolean },
  ip = '127.0.0.1',
) {
  // Only the fields of the request: an account's other fields would be refused as unknown.
  return server()
    .client()
    .POST('/auth/login', { body: { email, password, remember }, headers: { 'x-test-ip': ip } });
}

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

describe('POST /auth/login', () => {
  it('POST /auth/login answers the tokens and the user for the right password', async () => {
    const account = await createAccount(server());
    const { data, response } = await login({
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(data?.meta.requires_2fa).toBe(false);
    if (!data || !('token' in data.data)) throw new Error('no tokens');
    expect(data.data.user.email).toBe(account.email);
    expect(data.data.token_type).toBe('Bearer');
    const verified = await server().client({ token: data.data.token }).POST('/auth/verify-token');
    expect(verified.data?.data.user.id).toBe(account.id);
    expect(await actionsOf(account.id)).toContain('auth.login');
  });

  it('POST /auth/login answers 422 on email for a wrong password, and the same for an unknown email', async () => {
    const account = await createAccount(server());
    const wrong = await login({ email: account.email, password: 'Wrong12345' }, '10.1.0.1');
    const unknown = await login({ email: 'nobody-here@example.test', password: 'Wrong12345' }, '10.1.0.1');
    expect(wrong.response.status).toBe(422);
    expect(unknown.response.status).toBe(422);
    expect(wrong.error?.errors).toEqual({ email: ['These credentials do not match our records'] });
    expect(unknown.error?.errors).toEqual(wrong.error?.errors);
    expect(unknown.error?.message).toBe(wrong.error?.message);
    expect(await actionsOf(account.id)).toEqual(['auth.login_failed']);
  });

  it('POST /auth/login answers 403 for a suspended account and starts no session', async () => {
    const account = await createAccount(server());
    await server().db.update(users).set({ status: 'suspended' }).where(eq(users.id, account.id));
    const { error, response } = await login({ email: account.email, password: account.password });
    expect(response.status).toBe(403);
    expect(error?.message).toBe('Your account is suspended. Contact support');
    expect(await server().db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
  });

  it('POST /auth/login keeps the refresh token 7 days with remember me, and 24 hours without', async () => {
    const account = await createAccount(server());
    const before = Date.now();
    const remembered = await login({ ...account, remember: true });
    const forgotten = await login({ ...account, remember: false });
    if (!remembered.data || !('token' in remembered.data.data)) throw new Error('no tokens');
    if (!forgotten.data || !('token' in forgotten.data.data)) throw new Error('no tokens');
    const long = Number(remembered.data.data.refresh_expires_at) - before;
    expect(long).toBeGreaterThanOrEqual(7 * 24 * HOUR - 1000);
    expect(long).toBeLessThan(7 * 24 * HOUR + 60_000);
    expect(Number(forgotten.data.data.refresh_expires_at)).toBe(Number(forgotten.data.data.expires_at));
    expect(Number(forgotten.data.data.expires_at) - before).toBeLessThan(24 * HOUR + 60_000);
  });

  it('POST /auth/login answers 429 with Retry-After after 5 failures in a minute, even for the right password', async () => {
    const account = await createAccount(server());
    for (let attempt = 0; attempt < 5; attempt++) {
      const { response } = await login({ email: account.email, password: 'Wrong12345' }, '10.1.0.2');
      expect(response.status).toBe(422);
    }
    const { response, error } = await login(account, '10.1.0.2');
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error?.message).toBe(`Too many attempts. Try again in ${retryAfter} seconds`);
    // The limit is per email and address: the same account from elsewhere still signs in.
    expect((await login(account, '10.1.0.3')).response.status).toBe(200);
  });

  it('POST /auth/login answers a two-factor challenge and no token when two-factor is on', async () => {
    const account = await createAccount(server());
    await server()
      .db.update(users)
      .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorConfirmedAt: new Date() })
      .where(eq(users.id, account.id));
    const before = Date.now();
    const { data, response } = await login({ ...account, remember: true });
    expect(response.status).toBe(200);
    expect(data?.meta.requires_2fa).toBe(true);
    expect(data?.message).toBe('Enter the code from your authenticator app');
    if (!data || !('two_factor_token' in data.data)) throw new Error('no challenge');
    expect(data.data).toMatchObject({ user: null });
    expect('token' in data.data).toBe(false);
    expect(Number(data.data.expires_at) - before).toBeGreaterThan(9 * 60_000);
    expect(Number(data.data.expires_at) - before).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const [challenge] = await server()
      .db.select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(data.data.two_factor_token)));
    expect(challenge).toMatchObject({
      userId: account.id,
      purpose: 'two_factor_challenge',
      data: { remember: true },
    });
    expect(await server().db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
  });
});
