import type { components } from '@/api/schema.gen';

export type SocialProvider = components['schemas']['SocialProvider'];

/** Brand names stay as they are in every language; the server names them the same way in its messages. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  local: 'Local ID',
};

/** The provider `value` names, when it is one of the contract's; else undefined. */
export function socialProviderOf(value: string | undefined): SocialProvider | undefined {
  return value !== undefined && Object.hasOwn(PROVIDER_NAMES, value) ? (value as SocialProvider) : undefined;
}
