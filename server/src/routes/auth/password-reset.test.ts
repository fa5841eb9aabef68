import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, startTestSession } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';
const NEW_PASSWORD = 'Changed98765';

/** Asks for a reset link, then waits until the job that mails it (after the answer) has run. */
async function forgot(email: string, { ip = '127.0.0.1', language = 'en' } = {}) {
  const answer = await server()
    .client({ language })
    .POST('/auth/forgot-password', { body: { email }, headers: { 'x-test-ip': ip } });
  await server().app.jobs.settled();
  return answer;
}

function reset(
  {
    token,
    email,
    password = NEW_PASSWORD,
    confirmation = password,
  }: {
    token: string;
    email: string;
    password?: string;
    confirmation?: string;
  },
  ip = '127.0.0.1',
) {
  return server()
    .client()
    .POST('/auth/reset-password', {
      body: { token, email, password, password_confirmation: confirmation },
      headers: { 'x-test-ip': ip },
    });
}

/** The token and email of the newest reset link mailed to `email`, as the SPA's page reads them. */
function mailedLink(email: string) {
  const link = server()
    .mailTo(email)[0]
    ?.links.find((url) => url.startsWith(`${ORIGIN}/auth/reset-password/`));
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  const url = new URL(link);
  return { token: url.pathname.split('/').pop() ?? '', email: url.searchParams.get('email') ?? '' };
}

function login(email: string, password: string) {
  return server().client().POST('/auth/login', { body: { email, password } });
}

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

describe('POST /auth/forgot-password and POST /auth/reset-password', () => {
  it('resets the password through the mailed link and signs the account out everywhere', async () => {
    const account = await createAccount(server());
    const session = await server().signIn(account.email, account.password);
    expect((await forgot(account.email, { ip: '10.5.0.1' })).response.status).toBe(200);

    const [mail] = server().mailTo(account.email);
    expect(mail?.subject).toBe('Reset your Tracklane password');
    const link = mailedLink(account.email);
    expect(link.email).toBe(account.email);
    expect(mail?.links).toContain(
      `${ORIGIN}/auth/reset-password/${link.token}?email=${encodeURIComponent(account.email)}`,
    );

    const { data, response } = await reset(link, '10.5.0.1');
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Your password has been reset. Sign in with your new password');
    expect((await server().client({ token: session }).POST('/auth/verify-token')).response.status).toBe(401);
    expect((await login(account.email, account.password)).response.status).toBe(422);
    expect((await login(account.email, NEW_PASSWORD)).response.status).toBe(200);
    expect(await actionsOf(account.id)).toEqual(
      expect.arrayContaining(['auth.password_reset_requested', 'auth.password_reset']),
    );

    const again = await reset({ ...link, password: 'Another12345' }, '10.5.0.1');
    expect(again.response.status).toBe(422);
    expect(again.error?.errors).toEqual({
      token: ['This password reset link is invalid, already used or expired. Request a new one'],
    });
  });

  it('refuses the current password as the new one, as changing it does, and the link still works', async () => {
    const account = await createAccount(server());
    await forgot(account.email, { ip: '10.5.0.9' });
    const link = mailedLink(account.email);

    const same = await reset({ ...link, password: account.password }, '10.5.0.9');
    expect(same.response.status).toBe(422);
    expect(same.error?.errors).toEqual({ password: ['The new password must differ from the current one'] });

    expect((await reset(link, '10.5.0.9')).response.status).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).response.status).toBe(200);
  });

  it('POST /auth/forgot-password answers the same for an unknown email and mails nothing', async () => {
    const account = await createAccount(server());
    const known = await forgot(account.email, { ip: '10.5.0.2', language: 'fr' });
    const unknown = await forgot('no-such-person@example.test', { ip: '10.5.0.2', language: 'fr' });
    expect(unknown.response.status).toBe(known.response.status);
    expect(unknown.data?.message).toBe(known.data?.message);
    expect(known.data?.message).toContain('Si un compte utilise cette adresse');
    expect(server().mailTo('no-such-person@example.test')).toEqual([]);
  });

  it('POST /auth/forgot-password makes the previous reset link stop working', async () => {
    const account = await createAccount(server());
    await forgot(account.email, { ip: '10.5.0.3' });
    const older = mailedLink(account.email);
    await forgot(account.email, { ip: '10.5.0.3' });
    const newer = mailedLink(account.email);
    expect(newer.token).not.toBe(older.token);
    expect((await reset(older, '10.5.0.3')).response.status).toBe(422);
    expect((await reset(newer, '10.5.0.3')).response.status).toBe(200);
  });

  it('POST /auth/forgot-password answers 429 with Retry-After on the 4th request in 10 minutes', async () => {
    const account = await createAccount(server());
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await forgot(account.email, { ip: '10.5.0.4' })).response.status).toBe(200);
    }
    const { response } = await forgot(account.email, { ip: '10.5.0.4' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('POST /auth/forgot-password answers 422 for an invalid email', async () => {
    expect((await forgot('not-an-email')).response.status).toBe(422);
  });

  it('POST /auth/reset-password answers 422 on token for another email, and leaves the link usable', async () => {
    const account = await createAccount(server());
    await forgot(account.email, { ip: '10.5.1.1' });
    const link = mailedLink(account.email);
    const wrong = await reset({ ...link, email: 'owner@example.com' }, '10.5.1.1');
    expect(wrong.response.status).toBe(422);
    expect(wrong.error?.errors?.token).toBeDefined();
    expect((await login('owner@example.com', 'Owner12345')).response.status).toBe(200);
    expect((await reset({ ...link, email: account.email.toUpperCase() }, '10.5.1.1')).response.status).toBe(
      200,
    );
  });

  it('POST /auth/reset-password answers 422 for an expired link', async () => {
    const account = await createAccount(server());
    await forgot(account.email, { ip: '10.5.1.2' });
    const link = mailedLink(account.email);
    await server()
      .db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(link.token)));
    expect((await reset(link, '10.5.1.2')).response.status).toBe(422);
    expect((await login(account.email, account.password)).response.status).toBe(200);
  });

  it('POST /auth/reset-password answers 422 on password_confirmation when the passwords differ', async () => {
    const account = await createAccount(server());
    await forgot(account.email, { ip: '10.5.1.3' });
    const { response, error } = await reset(
      { ...mailedLink(account.email), confirmation: 'Different12345' },
      '10.5.1.3',
    );
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ password_confirmation: ["Passwords don't match"] });
  });

  it('POST /auth/reset-password answers 422 for a weak password', async () => {
    const { response, error } = await reset({
      token: newToken(),
      email: 'a@example.test',
      password: 'short',
    });
    expect(response.status).toBe(422);
    expect(error?.errors?.password).toBeDefined();
  });

  it('POST /auth/reset-password gives a password to an account that only signed in socially', async () => {
    const account = await createAccount(server(), { password: null });
    const socialSession = await startTestSession(server(), account.id);
    await forgot(account.email, { ip: '10.5.1.4' });
    expect((await reset(mailedLink(account.email), '10.5.1.4')).response.status).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).response.status).toBe(200);
    expect((await server().client({ token: socialSession }).POST('/auth/verify-token')).response.status).toBe(
      401,
    );
    const [row] = await server().db.select().from(users).where(eq(users.id, account.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('POST /auth/reset-password answers 429 with Retry-After after 10 refused tokens from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await reset({ token: newToken(), email: 'owner@example.com' }, '10.5.1.5')).response.status,
      ).toBe(422);
    }
    const { response } = await reset({ token: newToken(), email: 'owner@example.com' }, '10.5.1.5');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
