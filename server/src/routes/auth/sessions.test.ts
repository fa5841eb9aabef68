import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, startTestSession, type TestAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, sessions } from '../../db/schema/accounts.ts';
import { hashToken } from '../../lib/tokens.ts';

const server = useTestServer();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs `account` in through the API from a browser with `userAgent`; answers the access token. */
async function signInFrom(account: TestAccount, userAgent: string) {
  const { data } = await server()
    .client()
    .POST('/auth/login', {
      body: { email: account.email, password: account.password },
      headers: { 'User-Agent': userAgent },
    });
  if (!data || !('token' in data.data)) throw new Error('sign-in failed');
  return data.data.token;
}

async function sessionIdsOf(userId: string) {
  const rows = await server().db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

/** Whether `token` still signs its holder in. */
async function tokenWorks(token: string) {
  const { response } = await server().client({ token }).GET('/auth/sessions');
  return response.status === 200;
}

describe('GET /auth/sessions', () => {
  it('GET /auth/sessions lists every live session, the current one first, with the device it runs on', async () => {
    const account = await createAccount(server());
    const phone = await signInFrom(account, SAFARI_IPHONE);
    const laptop = await signInFrom(account, FIREFOX_LINUX);
    const { data, response } = await server().client({ token: phone, language: 'pl' }).GET('/auth/sessions');
    expect(response.status).toBe(200);
    const list = data?.data ?? [];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      is_current: true,
      user_agent: SAFARI_IPHONE,
      ip_address: '127.0.0.1',
      device: { browser: 'Safari 18', os: 'iOS', type: 'mobile' },
    });
    expect(list[1]).toMatchObject({
      is_current: false,
      device: { browser: 'Firefox 133', os: 'Linux', type: 'desktop' },
    });
    expect(await tokenWorks(laptop)).toBe(true);
  });

  it('GET /auth/sessions names an unknown device in the caller’s language and leaves out ended sessions', async () => {
    const account = await createAccount(server());
    const token = await startTestSession(server(), account.id, null);
    const ended = await startTestSession(server(), account.id, FIREFOX_LINUX);
    const past = new Date(Date.now() - 1000);
    await server()
      .db.update(sessions)
      .set({ accessExpiresAt: past, refreshExpiresAt: past })
      .where(eq(sessions.accessTokenHash, hashToken(ended)));
    const { data } = await server().client({ token, language: 'de' }).GET('/auth/sessions');
    expect(data?.data.map((session) => session.device)).toEqual([
      { browser: 'Unbekannt', os: 'Unbekannt', type: 'unknown' },
    ]);
    expect(await tokenWorks(ended)).toBe(false);
  });

  it('GET /auth/sessions answers 401 without a token', async () => {
    const { response } = await server().client().GET('/auth/sessions');
    expect(response.status).toBe(401);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('DELETE /auth/sessions/{id} signs out another session of the caller: its token stops working', async () => {
    const account = await createAccount(server());
    const here = await signInFrom(account, FIREFOX_LINUX);
    const there = await signInFrom(account, SAFARI_IPHONE);
    const api = server().client({ token: here });
    const listed = await api.GET('/auth/sessions');
    const other = listed.data?.data.find((session) => !session.is_current);
    const { response } = await api.DELETE('/auth/sessions/{id}', {
      params: { path: { id: other?.id ?? '' } },
    });
    expect(response.status).toBe(200);
    const refused = await server().client({ token: there }).GET('/auth/sessions');
    expect(refused.response.status).toBe(401);
    expect(await tokenWorks(here)).toBe(true);
    const actions = await server()
      .db.select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, other?.id ?? ''));
    expect(actions.map((row) => row.action)).toEqual(['auth.session_revoked']);
  });

  it('DELETE /auth/sessions/{id} on the current session signs the caller out', async () => {
    const account = await createAccount(server());
    const token = await signInFrom(account, FIREFOX_LINUX);
    const [id] = await sessionIdsOf(account.id);
    const { response } = await server()
      .client({ token })
      .DELETE('/auth/sessions/{id}', { params: { path: { id: id ?? '' } } });
    expect(response.status).toBe(200);
    expect(await tokenWorks(token)).toBe(false);
  });

  it('DELETE /auth/sessions/{id} answers 404 for another user’s session and leaves it alone', async () => {
    const owner = await createAccount(server());
    const stranger = await createAccount(server());
    const ownerToken = await signInFrom(owner, FIREFOX_LINUX);
    const strangerToken = await signInFrom(stranger, SAFARI_IPHONE);
    const [ownerSession] = await sessionIdsOf(owner.id);
    const { response, error } = await server()
      .client({ token: strangerToken })
      .DELETE('/auth/sessions/{id}', { params: { path: { id: ownerSession ?? '' } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('This session does not exist or has already ended');
    expect(await tokenWorks(ownerToken)).toBe(true);
  });

  it('DELETE /auth/sessions/{id} answers 404 for a session that does not exist', async () => {
    const account = await createAccount(server());
    const token = await signInFrom(account, FIREFOX_LINUX);
    const { response } = await server()
      .client({ token })
      .DELETE('/auth/sessions/{id}', { params: { path: { id: 'no-such-session' } } });
    expect(response.status).toBe(404);
  });

  it('DELETE /auth/sessions/{id} answers 401 without a token', async () => {
    const { response } = await server()
      .client()
      .DELETE('/auth/sessions/{id}', { params: { path: { id: 'any' } } });
    expect(response.status).toBe(401);
  });
});

describe('DELETE /auth/sessions/terminate-others', () => {
  it('DELETE /auth/sessions/terminate-others signs out every other session once the password is given', async () => {
    const account = await createAccount(server());
    const here = await signInFrom(account, FIREFOX_LINUX);
    const others = [await signInFrom(account, SAFARI_IPHONE), await signInFrom(account, SAFARI_IPHONE)];
    const stranger = await createAccount(server());
    const strangerToken = await signInFrom(stranger, FIREFOX_LINUX);
    const { data, response } = await server()
      .client({ token: here })
      .DELETE('/auth/sessions/terminate-others', { body: { password: account.password } });
    expect(response.status).toBe(200);
    expect(data?.data.terminated_count).toBe(2);
    for (const token of others) expect(await tokenWorks(token)).toBe(false);
    expect(await tokenWorks(here)).toBe(true);
    expect(await tokenWorks(strangerToken)).toBe(true);
    expect(await sessionIdsOf(account.id)).toHaveLength(1);
  });

  it('DELETE /auth/sessions/terminate-others needs no body from an account without a password', async () => {
    const account = await createAccount(server(), { password: null });
    const here = await startTestSession(server(), account.id);
    const other = await startTestSession(server(), account.id);
    const { data, response } = await server()
      .client({ token: here })
      .DELETE('/auth/sessions/terminate-others');
    expect(response.status).toBe(200);
    expect(data?.data.terminated_count).toBe(1);
    expect(await tokenWorks(other)).toBe(false);
  });

  it('DELETE /auth/sessions/terminate-others answers 422 on password when it is missing or wrong', async () => {
    const account = await createAccount(server());
    const here = await signInFrom(account, FIREFOX_LINUX);
    const other = await signInFrom(account, SAFARI_IPHONE);
    const api = server().client({ token: here, language: 'pl' });
    const missing = await api.DELETE('/auth/sessions/terminate-others');
    expect(missing.response.status).toBe(422);
    expect(missing.error?.errors?.password).toEqual(['To pole jest wymagane']);
    const wrong = await api.DELETE('/auth/sessions/terminate-others', { body: { password: 'not-it' } });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error?.errors?.password).toEqual(['Hasło jest nieprawidłowe']);
    expect(await tokenWorks(other)).toBe(true);
  });

  it('DELETE /auth/sessions/terminate-others answers 429 after 5 wrong passwords in a minute', async () => {
    const account = await createAccount(server());
    const here = await signInFrom(account, FIREFOX_LINUX);
    const api = server().client({ token: here });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api.DELETE('/auth/sessions/terminate-others', { body: { password: 'not-it' } });
    }
    const { response } = await api.DELETE('/auth/sessions/terminate-others', {
      body: { password: account.password },
    });
    expect(response.status).toBe(429);
  });

  it('DELETE /auth/sessions/terminate-others answers 401 without a token', async () => {
    const { response } = await server().client().DELETE('/auth/sessions/terminate-others');
    expect(response.status).toBe(401);
  });
});
