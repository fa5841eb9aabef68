import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';

const server = useTestServer();

async function signedInAccount() {
  const account = await createAccount(server());
  return { account, token: await server().signIn(account.email, account.password) };
}

describe('GET /user/profile', () => {
  it('GET /user/profile answers the signed-in user with roles and permissions', async () => {
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const { data, response } = await server().client({ token, language: 'pl' }).GET('/user/profile');
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Twój profil');
    expect(data?.data).toMatchObject({
      email: 'owner@example.com',
      name: 'Olga Owner',
      display_name: 'Olga Owner',
      is_admin: false,
      roles: ['user'],
      can_change_password: true,
      has_avatar: false,
      avatar: null,
    });
  });

  it('GET /user/profile answers 401 without a token', async () => {
    const { response } = await server().client().GET('/user/profile');
    expect(response.status).toBe(401);
  });
});

describe('PUT /user/profile', () => {
  it('PUT /user/profile saves the fields sent, clears those sent as null and keeps the rest', async () => {
    const { account, token } = await signedInAccount();
    await server()
      .db.update(users)
      .set({ company: 'Old Co', phone: '+48 600 100 200' })
      .where(eq(users.id, account.id));

    const { data, response } = await server()
      .client({ token })
      .PUT('/user/profile', {
        body: {
          name: '  Nina Nowak  ',
          first_name: 'Nina',
          last_name: 'Nowak',
          bio: 'Runs the shop',
          phone: null,
          timezone: 'America/New_York',
          language: 'de',
        },
      });
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Your profile has been saved');
    expect(data?.data).toMatchObject({
      name: 'Nina Nowak',
      display_name: 'Nina Nowak',
      bio: 'Runs the shop',
      phone: null,
      company: 'Old Co',
      timezone: 'America/New_York',
      language: 'de',
    });
    const [row] = await server().db.select().from(users).where(eq(users.id, account.id));
    expect(row?.email).toBe(account.email);
    expect(row?.company).toBe('Old Co');
  });

  it('PUT /user/profile merges preferences key by key', async () => {
    const { token } = await signedInAccount();
    const client = server().client({ token });
    await client.PUT('/user/profile', {
      body: { name: 'Pat Prefs', preferences: { theme: 'dark', weekly_report: true } },
    });
    const { data } = await client.PUT('/user/profile', {
      body: { name: 'Pat Prefs', preferences: { email_notifications: false } },
    });
    expect(data?.data.preferences).toEqual({
      theme: 'dark',
      weekly_report: true,
      email_notifications: false,
    });
  });

  it('PUT /user/profile answers 422 on name for a name shorter than 2 characters once trimmed', async () => {
    const { token } = await signedInAccount();
    const { error, response } = await server()
      .client({ token })
      .PUT('/user/profile', { body: { name: ' a ' } });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ name: ['Name must be at least 2 characters'] });
  });

  it('PUT /user/profile answers 422 on timezone for a zone that does not exist', async () => {
    const { token } = await signedInAccount();
    const { error, response } = await server()
      .client({ token, language: 'fr' })
      .PUT('/user/profile', { body: { name: 'Zed Zone', timezone: 'Mars/Olympus_Mons' } });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ timezone: ['Choisissez un fuseau horaire valide'] });
  });

  it('PUT /user/profile refuses an email address sent with the profile (422 on email) and saves nothing', async () => {
    const { account, token } = await signedInAccount();
    const api = server().client({ token });
    const before = (await api.GET('/user/profile')).data?.data;
    const { error, response } = await api.PUT('/user/profile', {
      body: { name: 'Eve Email', email: 'other@example.test' } as { name: string },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['email']);
    const after = (await api.GET('/user/profile')).data?.data;
    expect([after?.email, after?.name]).toEqual([account.email, before?.name]);
  });

  it('PUT /user/profile answers 401 without a token', async () => {
    const { response } = await server()
      .client()
      .PUT('/user/profile', { body: { name: 'No One' } });
    expect(response.status).toBe(401);
  });
});
