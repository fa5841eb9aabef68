import type { ApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { SessionUser } from './session-machine';
import { tokensFromAuth, type SessionTokens } from './session-tokens';

// The session's calls (spec section 7, Auth). Each rejects with the client's ApiError on failure.

type Schemas = components['schemas'];

/**
 * The envelope's data, for the caller to type as the contract does. openapi-fetch's response types map every object field,
 * `Date` included, into a plain object type, while the client revives date-time fields as real `Date`s.
 */
function contractData(response: { data?: { data: unknown } }): unknown {
  if (!response.data) throw new TypeError('The server answered without a body');
  return response.data.data;
}

/** POST /auth/verify-token with the current bearer: the user it belongs to. */
export async function verifyToken(api: ApiClient): Promise<SessionUser> {
  const verification = contractData(await api.POST('/auth/verify-token')) as Schemas['TokenVerification'];
  return verification.user;
}

/** POST /auth/refresh: a new token pair for a refresh token (which the server accepts once only). */
export async function refreshTokens(api: ApiClient, refreshToken: string): Promise<SessionTokens> {
  const response = await api.POST('/auth/refresh', { body: { refresh_token: refreshToken } });
  return tokensFromAuth(contractData(response) as Schemas['AuthTokens'], Date.now());
}

/** GET /auth/abilities: the user's permission strings. */
export async function fetchAbilities(api: ApiClient): Promise<readonly string[]> {
  return contractData(await api.GET('/auth/abilities')) as string[];
}

/**
 * POST /auth/logout for `token`, named explicitly because the session has already dropped it locally by
 * the time the call goes out (the client only adds a bearer when it has one, so this one stays).
 */
export async function logout(api: ApiClient, token: string): Promise<void> {
  await api.POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
}
