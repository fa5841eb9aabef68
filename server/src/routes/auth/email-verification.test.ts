import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, users } from '../../db/schema/accounts.ts';
import { emailVerificationLink } from './email-verification-link.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

/** Calls GET /auth/verify-email with the path and query of the SPA page's link, as the page does. */
function follow(link: string) {
  const url = new URL(link);
  const match = /^\/auth\/email\/verify\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (url.origin !== ORIGIN || !match?.[1] || !match[2]) throw new Error(`not a verification link: ${link}`);
  return server()
    .client()
    .GET('/auth/verify-email/{id}/{hash}', {
      params: {
        path: { id: decodeURIComponent(match[1]), hash: match[2] },
        query: {
          expires: Number(url.searchParams.get('expires')),
          signature: url.searchParams.get('signature') ?? '',
        },
      },
    });
}

function mailedLink(email: string): string {
  const link = server()
    .mailTo(email)[0]
    ?.links.find((url) => url.startsWith(`${ORIGIN}/auth/email/verify/`));
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  return link;
}

/** A signed-in account whose address is not verified yet. */
async function unverifiedAccount() {
  const account = await createAccount(server());
  await server().db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
  return { ...account, token: await server().signIn(account.email, account.password) };
}

function sendMail(token?: string) {
  return server().client({ token }).POST('/auth/send-verification-email');
}

async function emailVerified(token: string) {
  return (await server().client({ token }).POST('/auth/verify-token')).data?.data.user.email_verified;
}

describe('GET /auth/verify-email/{id}/{hash}', () => {
  it('the link mailed at registration verifies the address, and a second visit says it already was', async () => {
    const email = `fresh-${randomUUID()}@example.test`;
    const registered = await server()
      .client()
      .POST('/auth/register', {
        body: { name: 'Fresh Person', email, password: 'Secret12345', password_confirmation: 'Secret12345' },
      });
    const token = registered.data?.data.token ?? '';
    expect(await emailVerified(token)).toBe(false);

    const link = mailedLink(email);
    const first = await follow(link);
    expect(first.response.status).toBe(200);
    expect(first.data?.data.already_verified).toBe(false);
    expect(first.data?.message).toBe('Your email address has been verified');
    expect(await emailVerified(token)).toBe(true);

    const second = await follow(link);
    expect(second.data?.data).toEqual({
      already_verified: true,
      email_verified_at: first.data?.data.email_verified_at,
    });
    const userId = registered.data?.data.user.id ?? '';
    const actions = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
    expect(actions.filter((entry) => entry.action === 'auth.email_verified')).toHaveLength(1);
  });

  it('GET /auth/verify-email answers 422 on signature for a tampered link', async () => {
    const account = await unverifiedAccount();
    const url = new URL(emailVerificationLink(server().config, account));
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const { response, error } = await follow(url.toString());
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ signature: ['This verification link is invalid'] });
    expect(await emailVerified(account.token)).toBe(false);
  });

  it('GET /auth/verify-email answers 422 on expires for a link older than 60 minutes', async () => {
    const account = await unverifiedAccount();
    const link = emailVerificationLink(server().config, account, Date.now() - 61 * 60_000);
    const { response, error } = await follow(link);
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ expires: ['This verification link has expired. Request a new one'] });
  });

  it('GET /auth/verify-email answers 422 on hash once the account’s email has changed', async () => {
    const account = await unverifiedAccount();
    const link = emailVerificationLink(server().config, account);
    await server()
      .db.update(users)
      .set({ email: `changed-${randomUUID()}@example.test` })
      .where(eq(users.id, account.id));
    const { response, error } = await follow(link);
    expect(response.status).toBe(422);
    expect(error?.errors?.hash).toBeDefined();
  });

  it('GET /auth/verify-email answers 404 for a signed link of an account that no longer exists', async () => {
    const link = emailVerificationLink(server().config, { id: randomUUID(), email: 'gone@example.test' });
    const { response, error } = await follow(link);
    expect(response.status).toBe(404);
    expect(error?.message).toBe('This account no longer exists');
  });

  it('GET /auth/verify-email answers 422 for a link signed with a secret derived from the data folder’s path', async () => {
    // How the secret was made without APP_SECRET before: anyone guessing the path could sign links.
    const { dataDir } = server().config;
    const guessed = createHash('sha256').update(`tracklane-development-secret:${dataDir}`).digest('hex');
    const account = await unverifiedAccount();
    const forged = emailVerificationLink({ appUrl: ORIGIN, appSecret: guessed, dataDir }, account);
    const { response, error } = await follow(forged);
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ signature: ['This verification link is invalid'] });
    expect(await emailVerified(account.token)).toBe(false);
  });

  it('GET /auth/verify-email answers 422 for a malformed signature', async () => {
    const account = await unverifiedAccount();
    const url = new URL(emailVerificationLink(server().config, account));
    url.searchParams.set('signature', 'xyz');
    expect((await follow(url.toString())).response.status).toBe(422);
  });
});

describe('POST /auth/send-verification-email', () => {
  it('POST /auth/send-verification-email mails a new link that verifies the address', async () => {
    const account = await unverifiedAccount();
    const { data, response } = await sendMail(account.token);
    expect(response.status).toBe(200);
    expect(data?.message).toBe(`A verification link has been sent to ${account.email}`);
    expect(server().mailTo(account.email)[0]?.subject).toBe('Confirm your email address for Tracklane');
    expect((await follow(mailedLink(account.email))).response.status).toBe(200);
    expect(await emailVerified(account.token)).toBe(true);
  });

  it('POST /auth/send-verification-email sends nothing when the address is already verified', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const { data, response } = await sendMail(token);
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Your email address is already verified');
    expect(server().mailTo(account.email)).toEqual([]);
  });

  it('POST /auth/send-verification-email answers 401 without a token', async () => {
    expect((await sendMail()).response.status).toBe(401);
  });

  it('POST /auth/send-verification-email answers 429 with Retry-After on the 4th request in 10 minutes', async () => {
    const account = await unverifiedAccount();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await sendMail(account.token)).response.status).toBe(200);
    }
    const { response } = await sendMail(account.token);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(server().mailTo(account.email)).toHaveLength(3);
  });
});
