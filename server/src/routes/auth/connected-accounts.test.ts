import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, startTestSession } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, connectedAccounts } from '../../db/schema/accounts.ts';

const server = useTestServer();

async function connect(userId: string, provider: string, connectedAt = new Date()) {
  await server()
    .db.insert(connectedAccounts)
    .values({
      userId,
      provider,
      providerId: randomUUID(),
      email: `${provider}-person@example.test`,
      name: `${provider} person`,
      avatarUrl: `https://${provider}.example.test/avatar.png`,
      connectedAt,
    });
}

async function providersOf(userId: string) {
  const rows = await server().db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, userId));
  return rows.map((row) => row.provider).sort();
}

/** An account with a password and a session, or without a password (signs in only socially). */
async function signedInAccount({ password }: { password: boolean }) {
  const account = await createAccount(server(), password ? {} : { password: null });
  return { ...account, token: await startTestSession(server(), account.id) };
}

describe('GET /auth/connected-accounts', () => {
  it('GET /auth/connected-accounts lists the caller’s connected accounts, oldest first', async () => {
    const account = await signedInAccount({ password: true });
    const stranger = await createAccount(server());
    await connect(account.id, 'github', new Date('2026-03-02T10:00:00Z'));
    await connect(account.id, 'google', new Date('2026-03-01T10:00:00Z'));
    await connect(stranger.id, 'facebook');
    const { data, response } = await server()
      .client({ token: account.token })
      .GET('/auth/connected-accounts');
    expect(response.status).toBe(200);
    expect(data?.data).toEqual([
      {
        provider: 'google',
        email: 'google-person@example.test',
        name: 'google person',
        avatar: 'https://google.example.test/avatar.png',
        connected_at: new Date('2026-03-01T10:00:00Z'),
      },
      expect.objectContaining({ provider: 'github', connected_at: new Date('2026-03-02T10:00:00Z') }),
    ]);
  });

  it('GET /auth/connected-accounts answers an empty list when nothing is connected', async () => {
    const account = await signedInAccount({ password: true });
    const { data } = await server().client({ token: account.token }).GET('/auth/connected-accounts');
    expect(data?.data).toEqual([]);
  });

  it('GET /auth/connected-accounts answers 401 without a token', async () => {
    const { response } = await server().client().GET('/auth/connected-accounts');
    expect(response.status).toBe(401);
  });
});

describe('DELETE /auth/connected-accounts/{provider}', () => {
  it('DELETE /auth/connected-accounts/{provider} disconnects the account and records it', async () => {
    const account = await signedInAccount({ password: true });
    await connect(account.id, 'google');
    const { data, response } = await server()
      .client({ token: account.token })
      .DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider: 'google' } } });
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Your Google account is disconnected');
    expect(await providersOf(account.id)).toEqual([]);
    const entries = await server()
      .db.select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, account.id), eq(activityLogs.action, 'auth.account_unlinked')));
    expect(entries.map((entry) => entry.properties)).toEqual([{ provider: 'google' }]);
  });

  it('DELETE /auth/connected-accounts/{provider} lets an account without a password drop one of two providers', async () => {
    const account = await signedInAccount({ password: false });
    await connect(account.id, 'google');
    await connect(account.id, 'github');
    const { response } = await server()
      .client({ token: account.token })
      .DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider: 'github' } } });
    expect(response.status).toBe(200);
    expect(await providersOf(account.id)).toEqual(['google']);
  });

  it('DELETE /auth/connected-accounts/{provider} answers 422 when it is the last way to sign in', async () => {
    const account = await signedInAccount({ password: false });
    await connect(account.id, 'github');
    const { response, error } = await server()
      .client({ token: account.token, language: 'pl' })
      .DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider: 'github' } } });
    expect(response.status).toBe(422);
    expect(error?.errors?.provider).toEqual([
      'Logujesz się tylko przez GitHub. Najpierw ustaw hasło, a potem odłącz to konto',
    ]);
    expect(await providersOf(account.id)).toEqual(['github']);
  });

  it('DELETE /auth/connected-accounts/{provider} answers 404 when that provider is not connected', async () => {
    const account = await signedInAccount({ password: true });
    const stranger = await createAccount(server());
    await connect(account.id, 'google');
    await connect(stranger.id, 'facebook');
    const { response, error } = await server()
      .client({ token: account.token })
      .DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider: 'facebook' } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('No Facebook account is connected');
    expect(await providersOf(stranger.id)).toEqual(['facebook']);
  });

  it('DELETE /auth/connected-accounts/{provider} answers 401 without a token', async () => {
    const { response } = await server()
      .client()
      .DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider: 'google' } } });
    expect(response.status).toBe(401);
  });
});
