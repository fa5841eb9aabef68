import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../tests/server/test-server.ts';
import { sessions, users } from '../db/schema/accounts.ts';
import { hashToken } from '../lib/tokens.ts';

const server = useTestServer();
/** On a PostgreSQL server sessions are read from the database every time: nothing to see in memory. */
const sessionsInMemory = !process.env.TEST_DATABASE_URL;

afterEach(() => {
  vi.useRealTimers();
});

async function profileStatus(token: string) {
  return (await server().client({ token }).GET('/user/profile')).response.status;
}

/** A new account signed in twice; both tokens have served a request, so both are in memory. */
async function twoSessions() {
  const account = await createAccount(server());
  const here = await server().signIn(account.email, account.password);
  const there = await server().signIn(account.email, account.password);
  expect(await profileStatus(here)).toBe(200);
  expect(await profileStatus(there)).toBe(200);
  return { account, here, there };
}

describe('bearer authentication', () => {
  it('GET /user/profile answers 401 at once after POST /auth/logout of a token it has just served', async () => {
    const { here, there } = await twoSessions();
    expect((await server().client({ token: here }).POST('/auth/logout')).response.status).toBe(200);
    expect(await profileStatus(here)).toBe(401);
    expect(await profileStatus(there)).toBe(200);
  });

  it('GET /user/profile answers 401 at once for a session revoked from another one', async () => {
    const { here, there } = await twoSessions();
    const api = server().client({ token: here });
    const listed = await api.GET('/auth/sessions');
    const other = listed.data?.data.find((session) => !session.is_current);
    await api.DELETE('/auth/sessions/{id}', { params: { path: { id: other?.id ?? '' } } });
    expect(await profileStatus(there)).toBe(401);
    expect(await profileStatus(here)).toBe(200);
  });

  it('GET /user/profile answers 401 at once for the other sessions after POST /user/change-password', async () => {
    const { account, here, there } = await twoSessions();
    const changed = await server()
      .client({ token: here })
      .POST('/user/change-password', {
        body: {
          current_password: account.password,
          password: 'Changed12345',
          password_confirmation: 'Changed12345',
        },
      });
    expect(changed.response.status).toBe(200);
    expect(await profileStatus(there)).toBe(401);
    expect(await profileStatus(here)).toBe(200);
  });

  it('GET /user/profile answers 401 at once for a user suspended by a write to the database', async () => {
    const { account, here } = await twoSessions();
    await server().db.update(users).set({ status: 'suspended' }).where(eq(users.id, account.id));
    expect(await profileStatus(here)).toBe(401);
  });

  it('GET /user/profile shows at once a change of the user made through another session', async () => {
    const { here, there } = await twoSessions();
    await server()
      .client({ token: here })
      .PUT('/user/profile', { body: { name: 'Renamed Elsewhere' } });
    const { data } = await server().client({ token: there }).GET('/user/profile');
    expect(data?.data.name).toBe('Renamed Elsewhere');
  });

  it('GET /user/profile answers 401 once the access token has expired, though its session was in memory', async () => {
    const { here } = await twoSessions();
    const [session] = await server()
      .db.select()
      .from(sessions)
      .where(eq(sessions.accessTokenHash, hashToken(here)));
    vi.useFakeTimers({ toFake: ['Date'], now: (session?.accessExpiresAt.getTime() ?? 0) + 1000 });
    expect(await profileStatus(here)).toBe(401);
  });

  // On the embedded database a served session is kept in memory, and only its trigger's announcements
  // drop it; on PostgreSQL (no trigger, no memory) every request reads it again.
  it('GET /user/profile after its session is deleted unannounced: still served from memory on PGlite, refused on PostgreSQL', async () => {
    const { db } = server();
    const { here } = await twoSessions();
    const trigger = (state: 'enable' | 'disable') =>
      db.execute(sql.raw(`alter table sessions ${state} trigger sessions_announce_change`));
    if (sessionsInMemory) await trigger('disable');
    try {
      await db.delete(sessions).where(eq(sessions.accessTokenHash, hashToken(here)));
      expect(await profileStatus(here)).toBe(sessionsInMemory ? 200 : 401);
    } finally {
      if (sessionsInMemory) await trigger('enable');
    }
  });
});
