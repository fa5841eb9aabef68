import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';
import { authKeys } from './auth';

// Tag `auth`, two-factor (spec section 7, /auth/2fa/*).

type Schemas = components['schemas'];
export type TwoFactorStatus = Schemas['TwoFactorStatus'];
export type TwoFactorSetup = Schemas['TwoFactorSetup'];

export const twoFactorQueries = {
  /** GET /auth/2fa/status: on or off, since when, and how many recovery codes are left. */
  status: () =>
    queryOptions({
      queryKey: [...authKeys.twoFactor(), 'status'],
      queryFn: ({ signal }) => dataOf(api.GET('/auth/2fa/status', { signal })),
    }),
};

/** POST /auth/2fa/verify: finishes a sign-in with its second factor (the challenge token and a code). */
export async function verifyTwoFactor(twoFactorToken: string, code: string) {
  return (await api.POST('/auth/2fa/verify', { body: { two_factor_token: twoFactorToken, code } })).data;
}

/** POST /auth/2fa/register: a new secret and its otpauth:// URI, not yet in force. */
export function registerTwoFactor(): Promise<TwoFactorSetup> {
  return dataOf(api.POST('/auth/2fa/register'));
}

/** POST /auth/2fa/enable: confirms the secret with a first code; answers the recovery codes, once. */
export async function enableTwoFactor(code: string): Promise<readonly string[]> {
  return (await dataOf(api.POST('/auth/2fa/enable', { body: { code } }))).recovery_codes;
}

/** POST /auth/2fa/disable: turns two-factor off; needs the account password. */
export async function disableTwoFactor(password: string): Promise<void> {
  await api.POST('/auth/2fa/disable', { body: { password } });
}

/** POST /auth/2fa/recovery-codes: replaces the recovery codes; needs the account password. */
export async function regenerateRecoveryCodes(password: string): Promise<readonly string[]> {
  return (await dataOf(api.POST('/auth/2fa/recovery-codes', { body: { password } }))).recovery_codes;
}
