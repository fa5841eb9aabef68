import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, connectedAccounts, roles, userRoles } from '../../db/schema/accounts.ts';

// The profile's facts beyond the user's row may be kept in memory (routes/user/account-facts.ts): each
// test reads the profile once, so that they are, then changes them the way other code would, and reads
// again. On PostgreSQL nothing is kept and the same answers must come.
const server = useTestServer();
const DAY_MS = 24 * 3600_000;

afterEach(() => {
  vi.useRealTimers();
});

async function profileReader() {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  const read = async () => {
    const { data } = await server().client({ token }).GET('/user/profile');
    if (!data?.data) throw new Error('no profile');
    return data.data;
  };
  return { account, read };
}

describe('GET /user/profile after what it tells has changed', () => {
  it('names a role granted since the last read, with its permissions', async () => {
    const { account, read } = await profileReader();
    expect((await read()).roles).toEqual([]);

    const [support] = await server().db.select().from(roles).where(eq(roles.name, 'support'));
    if (!support) throw new Error('the seeded support role is missing');
    await server().db.insert(userRoles).values({ userId: account.id, roleId: support.id });

    const profile = await read();
    expect(profile.roles).toEqual(['support']);
    expect(profile.permissions).toContain('admin.support.view');
  });

  it('counts a failed sign-in made since the last read', async () => {
    const { account, read } = await profileReader();
    expect((await read()).account_activity?.failed_logins_last_24h).toBe(0);

    const { response } = await server()
      .client()
      .POST('/auth/login', { body: { email: account.email, password: 'not the password' } });
    expect(response.status).toBe(422);

    expect((await read()).account_activity?.failed_logins_last_24h).toBe(1);
  });

  it('stops counting a failed sign-in once it is a day old', async () => {
    const { account, read } = await profileReader();
    const signedInAt = Date.now();
    await server()
      .db.insert(activityLogs)
      .values({
        userId: account.id,
        action: 'auth.login_failed',
        createdAt: new Date(signedInAt - DAY_MS + 60_000),
      });
    expect((await read()).account_activity?.failed_logins_last_24h).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'], now: signedInAt + 61_000 });
    expect((await read()).account_activity?.failed_logins_last_24h).toBe(0);
  });

  it('names the account connected for social sign-in since the last read', async () => {
    const { account, read } = await profileReader();
    expect((await read()).is_social_user).toBe(false);

    await server()
      .db.insert(connectedAccounts)
      .values({ userId: account.id, provider: 'github', providerId: `gh-${account.id}` });

    expect(await read()).toMatchObject({ is_social_user: true, provider: 'github' });
  });
});
