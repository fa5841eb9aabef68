import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, startTestSession } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs } from '../../db/schema/accounts.ts';

const server = useTestServer();

const NEW_PASSWORD = 'Fresh-Pass-2026';

function changePassword(
  token: string | undefined,
  body: { current_password: string; password: string; password_confirmation: string },
  language = 'en',
) {
  return server().client({ token, language }).POST('/user/change-password', { body });
}

/** Whether `token` still signs its holder in. */
async function tokenWorks(token: string) {
  const { response } = await server().client({ token }).GET('/user/profile');
  return response.status === 200;
}

describe('POST /user/change-password', () => {
  it('POST /user/change-password sets the new password, keeps this session and signs out the others', async () => {
    const account = await createAccount(server());
    const current = await server().signIn(account.email, account.password);
    const other = await server().signIn(account.email, account.password);

    const { data, response } = await changePassword(current, {
      current_password: account.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Your password has been changed. Other devices have been signed out');
    expect(await tokenWorks(current)).toBe(true);
    expect(await tokenWorks(other)).toBe(false);

    const old = await server()
      .client()
      .POST('/auth/login', { body: { email: account.email, password: account.password } });
    expect(old.response.status).toBe(422);
    expect(await server().signIn(account.email, NEW_PASSWORD)).toBeTruthy();

    const logged = await server()
      .db.select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, account.id), eq(activityLogs.action, 'auth.password_changed')));
    expect(logged).toHaveLength(1);
  });

  it('POST /user/change-password answers 422 on current_password when it is wrong', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const { error, response } = await changePassword(
      token,
      { current_password: 'Not-The-One-1', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'pl',
    );
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ current_password: ['Obecne hasło jest nieprawidłowe'] });
    expect(await server().signIn(account.email, account.password)).toBeTruthy();
  });

  it('POST /user/change-password answers 422 on password_confirmation when the two passwords differ', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const { error, response } = await changePassword(token, {
      current_password: account.password,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ password_confirmation: ["Passwords don't match"] });
  });

  it('POST /user/change-password answers 422 on password when the new password is the current one', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const { error, response } = await changePassword(token, {
      current_password: account.password,
      password: account.password,
      password_confirmation: account.password,
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ password: ['The new password must differ from the current one'] });
  });

  it('POST /user/change-password answers 422 on password for a password without a digit or an uppercase letter', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const { error, response } = await changePassword(token, {
      current_password: account.password,
      password: 'lowercase-only',
      password_confirmation: 'lowercase-only',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['password']);
  });

  it('POST /user/change-password answers 422 for an account that signs in only socially', async () => {
    const account = await createAccount(server(), { password: null });
    const token = await startTestSession(server(), account.id);
    const { error, response } = await changePassword(token, {
      current_password: 'anything',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      current_password: ['Your account has no password yet. Set one with “Forgot password”'],
    });
  });

  it('POST /user/change-password answers 429 after 5 attempts in a minute', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const wrong = {
      current_password: 'Wrong-Guess-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await changePassword(token, wrong)).response.status).toBe(422);
    }
    const { response } = await changePassword(token, {
      ...wrong,
      current_password: account.password,
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('POST /user/change-password answers 401 without a token', async () => {
    const { response } = await changePassword(undefined, {
      current_password: 'Secret12345',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});
