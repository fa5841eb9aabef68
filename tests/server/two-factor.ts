import { generate } from 'otplib';
import { createAccount, type TestAccount } from './test-accounts.ts';
import type { TestServer } from './test-server.ts';

export interface TwoFactorAccount extends TestAccount {
  /** A session of the account, started before two-factor was on. */
  token: string;
  secret: string;
  enablingCode: string;
  recoveryCodes: string[];
}

/** A new account with two-factor turned on through the API. */
export async function createTwoFactorAccount(server: TestServer): Promise<TwoFactorAccount> {
  const account = await createAccount(server);
  const token = await server.signIn(account.email, account.password);
  const api = server.client({ token });
  const registered = await api.POST('/auth/2fa/register');
  const secret = registered.data?.data.secret ?? '';
  const enablingCode = await generate({ secret });
  const enabled = await api.POST('/auth/2fa/enable', { body: { code: enablingCode } });
  return { ...account, token, secret, enablingCode, recoveryCodes: enabled.data?.data.recovery_codes ?? [] };
}

/**
 * The authenticator's code of the next 30-second step: accepted (one step of drift is allowed), and
 * never the code that turned two-factor on, which the server refuses as a replay.
 */
export function nextCode(secret: string) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** A six-digit code that is not `right`. */
export const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

/** The first factor of a sign-in: the challenge token login answers with. */
export async function challengeFor(
  server: TestServer,
  account: TestAccount,
  { remember = false, ip = '127.0.0.1' } = {},
): Promise<string> {
  const { data, error } = await server.client().POST('/auth/login', {
    body: { email: account.email, password: account.password, remember },
    headers: { 'x-test-ip': ip },
  });
  if (!data || !('two_factor_token' in data.data) || !data.meta.requires_2fa)
    throw new Error(`login gave no challenge: ${JSON.stringify(error ?? data)}`);
  return data.data.two_factor_token;
}

/** POST /auth/2fa/verify with a challenge and a code, from `ip`. */
export function verifyCode(
  server: TestServer,
  twoFactorToken: string,
  code: string,
  { ip = '127.0.0.1' } = {},
) {
  return server.client().POST('/auth/2fa/verify', {
    body: { two_factor_token: twoFactorToken, code },
    headers: { 'x-test-ip': ip },
  });
}
