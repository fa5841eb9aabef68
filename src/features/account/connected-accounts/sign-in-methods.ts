import { type ConnectedAccount } from '@/api/queries/auth-connected-accounts';
import type { SocialProvider } from '@/lib/social-providers';

/** One provider as the connected-accounts page shows it: connected (with the account) or offered. */
export interface ProviderEntry {
  provider: SocialProvider;
  account: ConnectedAccount | null;
}

/**
 * The providers to list: every connected one (even if the site has since turned it off, so it can still
 * be disconnected), then the site's other providers, which can be connected.
 */
export function providerEntries(
  accounts: readonly ConnectedAccount[],
  offered: readonly SocialProvider[],
): ProviderEntry[] {
  const connected = accounts.map((account) => ({ provider: account.provider, account }));
  const others = offered
    .filter((provider) => !accounts.some((account) => account.provider === provider))
    .map((provider) => ({ provider, account: null }));
  return [...connected, ...others];
}

/**
 * Whether disconnecting leaves the user a way to sign in: a password, or another connected account. The
 * server refuses the last one too; the page says why before the user tries.
 */
export function canDisconnect(hasPassword: boolean, connectedCount: number): boolean {
  return hasPassword || connectedCount > 1;
}
