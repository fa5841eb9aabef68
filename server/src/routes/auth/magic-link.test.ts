import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

/** Asks for a magic link, then waits until the job that mails it (after the answer) has run. */
async function sendLink(email: string, { ip = '127.0.0.1', language = 'en' } = {}) {
  const answer = await server()
    .client({ language })
    .POST('/auth/magic-link', { body: { email }, headers: { 'x-test-ip': ip } });
  await server().app.jobs.settled();
  return answer;
}

function verifyLink(token: string, ip = '127.0.0.1') {
  return server()
    .client()
    .POST('/auth/magic-link/verify', { body: { token }, headers: { 'x-test-ip': ip } });
}

/** The token of the newest magic link mailed to `email`, read from the mail itself. */
function mailedToken(email: string): string {
  const link = server()
    .mailTo(email)[0]
    ?.links.find((url) => url.startsWith(`${ORIGIN}/auth/magic-link?`));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no magic link was mailed to ${email}`);
  return token;
}

async function userRow(userId: string) {
  const [row] = await server().db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('the user is gone');
  return row;
}

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

describe('POST /auth/magic-link', () => {
  it('a magic link mailed through SMTP signs the user in and verifies the address', async () => {
    const account = await createAccount(server());
    await server().db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
    const sent = await sendLink(account.email.toUpperCase(), { ip: '10.4.0.1' });
    expect(sent.response.status).toBe(200);

    const [mail] = server().mailTo(account.email);
    expect(mail?.subject).toBe('Your sign-in link for Tracklane');
    expect(mail?.html).toContain('href="http://127.0.0.1:3999/auth/magic-link?token=');
    const { data, response } = await verifyLink(mailedToken(account.email));
    expect(response.status).toBe(200);
    expect(data?.meta.requires_2fa).toBe(false);
    if (!data || !('token' in data.data)) throw new Error('no tokens');
    expect(data.data.user.email_verified).toBe(true);

    const me = await server().client({ token: data.data.token }).POST('/auth/verify-token');
    expect(me.data?.data.user.id).toBe(account.id);
    expect((await userRow(account.id)).emailVerifiedAt).not.toBeNull();
    expect(await actionsOf(account.id)).toEqual(
      expect.arrayContaining(['auth.magic_link_requested', 'auth.email_verified', 'auth.magic_link_login']),
    );
  });

  it('POST /auth/magic-link answers the same for an unknown email and mails nothing', async () => {
    const account = await createAccount(server());
    const known = await sendLink(account.email, { ip: '10.4.0.2', language: 'pl' });
    const unknown = await sendLink('nobody-at-all@example.test', { ip: '10.4.0.2', language: 'pl' });
    expect(unknown.response.status).toBe(known.response.status);
    expect(unknown.data?.message).toBe(known.data?.message);
    expect(known.data?.message).toBe(
      'Jeśli istnieje konto z tym adresem, wysłaliśmy na niego link do logowania',
    );
    expect(server().mailTo('nobody-at-all@example.test')).toEqual([]);
    expect(server().mailTo(account.email)).toHaveLength(1);
  });

  it('POST /auth/magic-link mails in the account’s language', async () => {
    const account = await createAccount(server());
    await server().db.update(users).set({ language: 'pl' }).where(eq(users.id, account.id));
    await sendLink(account.email, { ip: '10.4.0.3' });
    expect(server().mailTo(account.email)[0]?.subject).toBe('Twój link do logowania w Tracklane');
  });

  it('POST /auth/magic-link answers 422 for an invalid email', async () => {
    const { response, error } = await sendLink('not-an-email');
    expect(response.status).toBe(422);
    expect(error?.errors?.email).toBeDefined();
  });

  it('POST /auth/magic-link answers 429 with Retry-After on the 4th request in 10 minutes', async () => {
    const account = await createAccount(server());
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await sendLink(account.email, { ip: '10.4.0.4' })).response.status).toBe(200);
    }
    const { response } = await sendLink(account.email, { ip: '10.4.0.4' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(server().mailTo(account.email)).toHaveLength(3);
  });
});

describe('POST /auth/magic-link/verify', () => {
  it('POST /auth/magic-link/verify answers 422 on token for a link used once already', async () => {
    const account = await createAccount(server());
    await sendLink(account.email, { ip: '10.4.1.1' });
    const token = mailedToken(account.email);
    expect((await verifyLink(token, '10.4.1.1')).response.status).toBe(200);
    const again = await verifyLink(token, '10.4.1.1');
    expect(again.response.status).toBe(422);
    expect(again.error?.errors).toEqual({
      token: ['This sign-in link is invalid, already used or expired. Request a new one'],
    });
  });

  it('POST /auth/magic-link/verify answers 422 for an expired link', async () => {
    const account = await createAccount(server());
    await sendLink(account.email, { ip: '10.4.1.2' });
    const token = mailedToken(account.email);
    await server()
      .db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await verifyLink(token, '10.4.1.2')).response.status).toBe(422);
  });

  it('POST /auth/magic-link/verify answers 403 for an account suspended after the link was mailed', async () => {
    const account = await createAccount(server());
    await sendLink(account.email, { ip: '10.4.1.3' });
    await server().db.update(users).set({ status: 'suspended' }).where(eq(users.id, account.id));
    const { response, error } = await verifyLink(mailedToken(account.email), '10.4.1.3');
    expect(response.status).toBe(403);
    expect(error?.message).toBe('Your account is suspended. Contact support');
  });

  it('POST /auth/magic-link mails nothing to a suspended account', async () => {
    const account = await createAccount(server());
    await server().db.update(users).set({ status: 'suspended' }).where(eq(users.id, account.id));
    expect((await sendLink(account.email, { ip: '10.4.1.4' })).response.status).toBe(200);
    expect(server().mailTo(account.email)).toEqual([]);
  });

  it('POST /auth/magic-link/verify answers a two-factor challenge when two-factor is on', async () => {
    const account = await createAccount(server());
    await server()
      .db.update(users)
      .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorConfirmedAt: new Date() })
      .where(eq(users.id, account.id));
    await sendLink(account.email, { ip: '10.4.1.5' });
    const { data } = await verifyLink(mailedToken(account.email), '10.4.1.5');
    expect(data?.meta.requires_2fa).toBe(true);
    if (!data || !('two_factor_token' in data.data)) throw new Error('no challenge');
    expect(data.data).toMatchObject({ user: null });
    expect(await actionsOf(account.id)).not.toContain('auth.magic_link_login');
  });

  it('POST /auth/magic-link/verify answers 429 with Retry-After after 10 refused tokens from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await verifyLink(newToken(), '10.4.1.6')).response.status).toBe(422);
    }
    const account = await createAccount(server());
    await sendLink(account.email, { ip: '10.4.1.6' });
    const { response } = await verifyLink(mailedToken(account.email), '10.4.1.6');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
