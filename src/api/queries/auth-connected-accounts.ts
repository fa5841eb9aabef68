import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';
import { authKeys, type SocialProviderName } from './auth';

// Tag `auth`, the social accounts the user signs in with (spec section 7, /auth/connected-accounts).

export type ConnectedAccount = components['schemas']['ConnectedAccount'];

export const connectedAccountsQueries = {
  /** GET /auth/connected-accounts. */
  list: () =>
    queryOptions({
      queryKey: authKeys.connectedAccounts(),
      queryFn: ({ signal }) => dataOf(api.GET('/auth/connected-accounts', { signal })),
    }),
};

/** DELETE /auth/connected-accounts/{provider}; the server refuses the last way to sign in (422). */
export async function disconnectAccount(provider: SocialProviderName): Promise<void> {
  await api.DELETE('/auth/connected-accounts/{provider}', { params: { path: { provider } } });
}
