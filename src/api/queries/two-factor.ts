import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { envelopeData } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// The two-factor calls of spec section 7 (Auth: /auth/2fa/*). Each rejects with the client's ApiError.

type Schemas = components['schemas'];
export type TwoFactorStatus = Schemas['TwoFactorStatus'];
export type TwoFactorSetup = Schemas['TwoFactorSetup'];

/** Query keys: everything two-factor sits under the `auth` tag's family. */
export const twoFactorKeys = {
  all: ['auth', 'two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
};

export const twoFactorQueries = {
  /** GET /auth/2fa/status: on or off, since when, and how many recovery codes are left. */
  status: (client: ApiClient) =>
    queryOptions({
      queryKey: twoFactorKeys.status(),
      queryFn: async () => envelopeData(await client.GET('/auth/2fa/status')) as TwoFactorStatus,
    }),
};

/** POST /auth/2fa/register: a new secret and its otpauth:// URI, not yet in force. */
export async function registerTwoFactor(client: ApiClient): Promise<TwoFactorSetup> {
  return envelopeData(await client.POST('/auth/2fa/register')) as TwoFactorSetup;
}

/** POST /auth/2fa/enable: confirms the secret with a first code; answers the recovery codes, once. */
export async function enableTwoFactor(client: ApiClient, code: string): Promise<readonly string[]> {
  const response = await client.POST('/auth/2fa/enable', { body: { code } });
  return (envelopeData(response) as Schemas['TwoFactorRecoveryCodes']).recovery_codes;
}

/** POST /auth/2fa/disable: turns two-factor off; needs the account password. */
export async function disableTwoFactor(client: ApiClient, password: string): Promise<void> {
  await client.POST('/auth/2fa/disable', { body: { password } });
}

/** POST /auth/2fa/recovery-codes: replaces the recovery codes; needs the account password. */
export async function regenerateRecoveryCodes(
  client: ApiClient,
  password: string,
): Promise<readonly string[]> {
  const response = await client.POST('/auth/2fa/recovery-codes', { body: { password } });
  return (envelopeData(response) as Schemas['TwoFactorRecoveryCodes']).recovery_codes;
}
