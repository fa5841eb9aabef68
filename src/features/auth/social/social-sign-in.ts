import { socialRedirect } from '@/api/queries/auth';
import { safeReturnUrl } from '@/auth/guard/return-url';
import type { SocialProvider } from '@/lib/social-providers';

/** Where a provider account connected from the settings leads back to when no return URL was given. */
export const CONNECTED_ACCOUNTS_PATH = '/settings/connected-accounts';

/** The contract's longest `return_url`; a longer one is left out rather than refused. */
const MAX_RETURN_URL = 2048;

/**
 * GET /auth/social/{provider}/redirect: the provider's page to send the browser to. The return URL goes
 * with it (kept with the flow's state and echoed by the callback), so it survives even if the browser's
 * tab storage does not.
 */
export function requestSocialRedirect(provider: SocialProvider, returnUrl?: string | null): Promise<string> {
  const safe = safeReturnUrl(returnUrl);
  return socialRedirect(provider, safe && safe.length <= MAX_RETURN_URL ? { return_url: safe } : {});
}
