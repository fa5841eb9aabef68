import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it, vi } from 'vitest';
import { createAccount, startTestSession, type TestAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import {
  challengeFor as challengeOf,
  createTwoFactorAccount,
  nextCode,
  verifyCode,
} from '../../../../tests/server/two-factor.ts';
import { activityLogs, oneTimeTokens, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../lib/tokens.ts';

const server = useTestServer();

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

async function userRow(userId: string) {
  const [row] = await server().db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('the user is gone');
  return row;
}

const withTwoFactor = () => createTwoFactorAccount(server());
const challengeFor = (account: TestAccount, remember = false) => challengeOf(server(), account, { remember });
const verify = (twoFactorToken: string, code: string) => verifyCode(server(), twoFactorToken, code);

describe('POST /auth/2fa/register', () => {
  it('POST /auth/2fa/register answers a new secret and its otpauth URI, not yet turning two-factor on', async () => {
    const account = await createAccount(server());
    const api = server().client({ token: await server().signIn(account.email, account.password) });
    const { data, response } = await api.POST('/auth/2fa/register');
    expect(response.status).toBe(200);
    const secret = data?.data.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(data?.data.otpauth_uri).toBe(
      `otpauth://totp/Tracklane:${encodeURIComponent(account.email)}?secret=${secret}&issuer=Tracklane`,
    );
    expect((await userRow(account.id)).twoFactorSecret).toBe(secret);
    const status = await api.GET('/auth/2fa/status');
    expect(status.data?.data).toMatchObject({ enabled: false, pending_setup: true, confirmed_at: null });
  });

  it('POST /auth/2fa/register replaces a secret that was never confirmed', async () => {
    const account = await createAccount(server());
    const api = server().client({ token: await server().signIn(account.email, account.password) });
    const first = await api.POST('/auth/2fa/register');
    const second = await api.POST('/auth/2fa/register');
    expect(second.data?.data.secret).not.toBe(first.data?.data.secret);
    const stale = await api.POST('/auth/2fa/enable', {
      body: { code: await generate({ secret: first.data?.data.secret ?? '' }) },
    });
    expect(stale.response.status).toBe(422);
  });

  it('POST /auth/2fa/register answers 422 when two-factor is already on', async () => {
    const account = await withTwoFactor();
    const { response, error } = await server().client({ token: account.token }).POST('/auth/2fa/register');
    expect(response.status).toBe(422);
    expect(error?.message).toBe('Two-factor authentication is already on. Turn it off first');
    expect((await userRow(account.id)).twoFactorSecret).toBe(account.secret);
  });

  it('POST /auth/2fa/register answers 401 without a token', async () => {
    const { response } = await server().client().POST('/auth/2fa/register');
    expect(response.status).toBe(401);
  });
});

describe('POST /auth/2fa/enable', () => {
  it('POST /auth/2fa/enable turns two-factor on and answers 10 recovery codes, storing only their hashes', async () => {
    const account = await withTwoFactor();
    expect(account.recoveryCodes).toHaveLength(10);
    expect(new Set(account.recoveryCodes).size).toBe(10);
    const row = await userRow(account.id);
    expect(row.twoFactorConfirmedAt).toBeInstanceOf(Date);
    expect(row.twoFactorRecoveryCodes).toHaveLength(10);
    for (const code of account.recoveryCodes) expect(row.twoFactorRecoveryCodes).not.toContain(code);
    expect(row.twoFactorRecoveryCodes).toContain(hashToken(account.recoveryCodes[0] ?? ''));
    expect(await actionsOf(account.id)).toContain('auth.2fa_enabled');
  });

  it('POST /auth/2fa/enable answers 422 on code for a wrong code', async () => {
    const account = await createAccount(server());
    const api = server().client({
      token: await server().signIn(account.email, account.password),
      language: 'pl',
    });
    const { data } = await api.POST('/auth/2fa/register');
    const right = await generate({ secret: data?.data.secret ?? '' });
    const wrong = right === '000000' ? '111111' : '000000';
    const { response, error } = await api.POST('/auth/2fa/enable', { body: { code: wrong } });
    expect(response.status).toBe(422);
    expect(error?.errors?.code).toEqual(['Kod jest nieprawidłowy']);
    expect((await userRow(account.id)).twoFactorConfirmedAt).toBeNull();
  });

  it('POST /auth/2fa/enable answers 422 when no setup was started', async () => {
    const account = await createAccount(server());
    const api = server().client({ token: await server().signIn(account.email, account.password) });
    const { response, error } = await api.POST('/auth/2fa/enable', { body: { code: '123456' } });
    expect(response.status).toBe(422);
    expect(error?.errors?.code).toEqual(['Start the two-factor setup first']);
  });

  it('POST /auth/2fa/enable answers 429 after 5 wrong codes in a minute', async () => {
    const account = await createAccount(server());
    const api = server().client({ token: await server().signIn(account.email, account.password) });
    const { data } = await api.POST('/auth/2fa/register');
    const secret = data?.data.secret ?? '';
    const right = await generate({ secret });
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.POST('/auth/2fa/enable', { body: { code: wrong } })).response.status).toBe(422);
    }
    const { response } = await api.POST('/auth/2fa/enable', { body: { code: right } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('POST /auth/2fa/enable answers 401 without a token', async () => {
    const { response } = await server()
      .client()
      .POST('/auth/2fa/enable', { body: { code: '123456' } });
    expect(response.status).toBe(401);
  });
});

describe('POST /auth/2fa/verify', () => {
  it('completes a sign-in: login asks for the second factor, the authenticator code gives working tokens', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account);
    const { data, response } = await verify(challenge, await nextCode(account.secret));
    expect(response.status).toBe(200);
    expect(data?.data.user.email).toBe(account.email);
    const status = await server().client({ token: data?.data.token }).GET('/auth/2fa/status');
    expect(status.response.status).toBe(200);
    expect(status.data?.data.enabled).toBe(true);
    const [entry] = await server()
      .db.select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, account.id), eq(activityLogs.action, 'auth.2fa_login')));
    expect(entry?.properties).toEqual({ method: 'totp' });
  });

  it('keeps the remember choice of the login in the session it starts', async () => {
    const account = await withTwoFactor();
    const remembered = await verify(await challengeFor(account, true), await nextCode(account.secret));
    const forgotten = await verify(await challengeFor(account, false), account.recoveryCodes[0] ?? '');
    const rememberedTokens = remembered.data?.data;
    const forgottenTokens = forgotten.data?.data;
    if (!rememberedTokens || !forgottenTokens) throw new Error('a verification failed');
    const sevenDays = 7 * 24 * 3600_000;
    expect(Number(rememberedTokens.refresh_expires_at) - Date.now()).toBeGreaterThan(sevenDays - 60_000);
    expect(Number(forgottenTokens.refresh_expires_at)).toBe(Number(forgottenTokens.expires_at));
  });

  it('refuses an authenticator code that was accepted once, even for a new sign-in', async () => {
    const account = await withTwoFactor();
    const code = await nextCode(account.secret);
    expect((await verify(await challengeFor(account), code)).response.status).toBe(200);
    const { response, error } = await verify(await challengeFor(account), code);
    expect(response.status).toBe(422);
    expect(error?.errors?.code).toEqual([
      'This code has been used already. Wait for the next code in your authenticator app',
    ]);
  });

  it('refuses the code that turned two-factor on, saying to wait for the next one', async () => {
    const account = await withTwoFactor();
    const { response, error } = await verify(
      await challengeFor(account),
      await generate({ secret: account.secret }),
    );
    expect(response.status).toBe(422);
    expect(error?.errors?.code).toEqual([
      'This code has been used already. Wait for the next code in your authenticator app',
    ]);
  });

  it('accepts a recovery code once and only once', async () => {
    const account = await withTwoFactor();
    const recoveryCode = account.recoveryCodes[3] ?? '';
    const first = await verify(await challengeFor(account), recoveryCode.toUpperCase());
    expect(first.response.status).toBe(200);
    const second = await verify(await challengeFor(account), recoveryCode);
    expect(second.response.status).toBe(422);
    expect(second.error?.errors?.code).toEqual(['The code is not valid']);
    const row = await userRow(account.id);
    expect(row.twoFactorRecoveryCodes).toHaveLength(9);
    const status = await server().client({ token: first.data?.data.token }).GET('/auth/2fa/status');
    expect(status.data?.data.recovery_codes_remaining).toBe(9);
  });

  it('POST /auth/2fa/verify answers 422 when the challenge was already used', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account);
    const code = await nextCode(account.secret);
    expect((await verify(challenge, code)).response.status).toBe(200);
    const { response, error } = await verify(challenge, code);
    expect(response.status).toBe(422);
    expect(error?.errors?.two_factor_token).toEqual(['This sign-in attempt has expired. Sign in again']);
  });

  it('POST /auth/2fa/verify answers 422 for an expired or unknown challenge', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account);
    await server()
      .db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(challenge)));
    const code = await nextCode(account.secret);
    expect((await verify(challenge, code)).response.status).toBe(422);
    expect((await verify('no-such-challenge', code)).response.status).toBe(422);
  });

  it('POST /auth/2fa/verify answers 422 on code for a wrong code', async () => {
    const account = await withTwoFactor();
    const right = await nextCode(account.secret);
    const { response, error } = await verify(
      await challengeFor(account),
      right === '000000' ? '111111' : '000000',
    );
    expect(response.status).toBe(422);
    expect(error?.errors?.code).toEqual(['The code is not valid']);
  });

  it('POST /auth/2fa/verify answers 429 after 5 attempts, and the challenge stays dead after 5 wrong codes', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account);
    const right = await nextCode(account.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(challenge, wrong)).response.status).toBe(422);
    }
    const limited = await verify(challenge, right);
    expect(limited.response.status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const { response, error } = await verify(challenge, await nextCode(account.secret));
      expect(response.status).toBe(422);
      expect(error?.errors).toHaveProperty('two_factor_token');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /auth/2fa/disable', () => {
  it('POST /auth/2fa/disable turns two-factor off with the password, so login gives tokens again', async () => {
    const account = await withTwoFactor();
    const api = server().client({ token: account.token });
    const { response } = await api.POST('/auth/2fa/disable', { body: { password: account.password } });
    expect(response.status).toBe(200);
    const row = await userRow(account.id);
    expect([row.twoFactorSecret, row.twoFactorConfirmedAt, row.twoFactorRecoveryCodes]).toEqual([
      null,
      null,
      [],
    ]);
    const login = await server()
      .client()
      .POST('/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.data?.meta.requires_2fa).toBe(false);
    expect(await actionsOf(account.id)).toContain('auth.2fa_disabled');
  });

  it('POST /auth/2fa/disable answers 422 on password for a wrong password and keeps two-factor on', async () => {
    const account = await withTwoFactor();
    const { response, error } = await server()
      .client({ token: account.token, language: 'de' })
      .POST('/auth/2fa/disable', { body: { password: 'wrong-password' } });
    expect(response.status).toBe(422);
    expect(error?.errors?.password).toEqual(['Das Passwort ist falsch']);
    expect((await userRow(account.id)).twoFactorConfirmedAt).not.toBeNull();
  });

  it('POST /auth/2fa/disable answers 422 for an account without a password', async () => {
    const account = await createAccount(server(), { password: null });
    const token = await startTestSession(server(), account.id);
    const { response, error } = await server()
      .client({ token })
      .POST('/auth/2fa/disable', { body: { password: 'anything' } });
    expect(response.status).toBe(422);
    expect(error?.errors?.password?.[0]).toContain('no password');
  });

  it('POST /auth/2fa/disable answers 429 after 5 wrong passwords in a minute', async () => {
    const account = await withTwoFactor();
    const api = server().client({ token: account.token });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await api.POST('/auth/2fa/disable', { body: { password: 'wrong-password' } });
      expect(response.status).toBe(422);
    }
    const { response } = await api.POST('/auth/2fa/disable', { body: { password: account.password } });
    expect(response.status).toBe(429);
    expect((await userRow(account.id)).twoFactorConfirmedAt).not.toBeNull();
  });

  it('POST /auth/2fa/disable answers 401 without a token', async () => {
    const { response } = await server()
      .client()
      .POST('/auth/2fa/disable', { body: { password: 'x' } });
    expect(response.status).toBe(401);
  });
});

describe('GET /auth/2fa/status', () => {
  it('GET /auth/2fa/status tells an account without two-factor that it is off', async () => {
    const account = await createAccount(server());
    const api = server().client({ token: await server().signIn(account.email, account.password) });
    const { data } = await api.GET('/auth/2fa/status');
    expect(data?.data).toEqual({
      enabled: false,
      pending_setup: false,
      confirmed_at: null,
      recovery_codes_remaining: 0,
    });
  });

  it('GET /auth/2fa/status tells when two-factor was turned on and how many codes are left', async () => {
    const account = await withTwoFactor();
    const { data } = await server().client({ token: account.token }).GET('/auth/2fa/status');
    const row = await userRow(account.id);
    expect(data?.data).toEqual({
      enabled: true,
      pending_setup: false,
      confirmed_at: row.twoFactorConfirmedAt,
      recovery_codes_remaining: 10,
    });
  });

  it('GET /auth/2fa/status answers 401 without a token', async () => {
    const { response } = await server().client().GET('/auth/2fa/status');
    expect(response.status).toBe(401);
  });
});

describe('POST /auth/2fa/recovery-codes', () => {
  it('POST /auth/2fa/recovery-codes replaces the codes: the old ones stop working, the new ones work', async () => {
    const account = await withTwoFactor();
    const { data, response } = await server()
      .client({ token: account.token })
      .POST('/auth/2fa/recovery-codes', { body: { password: account.password } });
    expect(response.status).toBe(200);
    const fresh = data?.data.recovery_codes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => account.recoveryCodes.includes(code))).toBe(false);
    expect((await verify(await challengeFor(account), account.recoveryCodes[0] ?? '')).response.status).toBe(
      422,
    );
    expect((await verify(await challengeFor(account), fresh[0] ?? '')).response.status).toBe(200);
    expect(await actionsOf(account.id)).toContain('auth.recovery_codes_regenerated');
  });

  it('POST /auth/2fa/recovery-codes answers 422 on password for a wrong password', async () => {
    const account = await withTwoFactor();
    const { response, error } = await server()
      .client({ token: account.token })
      .POST('/auth/2fa/recovery-codes', { body: { password: 'wrong-password' } });
    expect(response.status).toBe(422);
    expect(error?.errors?.password).toEqual(['The password is incorrect']);
  });

  it('POST /auth/2fa/recovery-codes answers 422 when two-factor is off', async () => {
    const account = await createAccount(server());
    const { response, error } = await server()
      .client({ token: await server().signIn(account.email, account.password) })
      .POST('/auth/2fa/recovery-codes', { body: { password: account.password } });
    expect(response.status).toBe(422);
    expect(error?.message).toBe('Two-factor authentication is not on');
  });

  it('POST /auth/2fa/recovery-codes answers 429 after 5 wrong passwords in a minute', async () => {
    const account = await withTwoFactor();
    const api = server().client({ token: account.token });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api.POST('/auth/2fa/recovery-codes', { body: { password: 'wrong-password' } });
    }
    const { response } = await api.POST('/auth/2fa/recovery-codes', { body: { password: account.password } });
    expect(response.status).toBe(429);
  });

  it('POST /auth/2fa/recovery-codes answers 401 without a token', async () => {
    const { response } = await server()
      .client()
      .POST('/auth/2fa/recovery-codes', { body: { password: 'x' } });
    expect(response.status).toBe(401);
  });
});
