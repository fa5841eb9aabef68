import type { ApiClient } from '@/api/client';
import { envelopeData } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';
import type { SessionUser } from './session-machine';
import { tokensFromAuth, type SessionTokens } from './session-tokens';

// The session's calls (spec section 7, Auth). Each rejects with the client's ApiError on failure.

type Schemas = components['schemas'];

/** POST /auth/verify-token with the current bearer: the user it belongs to. */
export async function verifyToken(api: ApiClient): Promise<SessionUser> {
  const verification = envelopeData(await api.POST('/auth/verify-token')) as Schemas['TokenVerification'];
  return verification.user;
}

/** POST /auth/refresh: a new token pair for a refresh token (which the server accepts once only). */
export async function refreshTokens(api: ApiClient, refreshToken: string): Promise<SessionTokens> {
  const response = await api.POST('/auth/refresh', { body: { refresh_token: refreshToken } });
  return tokensFromAuth(envelopeData(response) as Schemas['AuthTokens'], Date.now());
}

/** GET /auth/abilities: the user's permission strings. */
export async function fetchAbilities(api: ApiClient): Promise<readonly string[]> {
  return envelopeData(await api.GET('/auth/abilities')) as string[];
}

/**
 * POST /auth/logout for `token`, named explicitly because the session has already dropped it locally by
 * the time the call goes out (the client only adds a bearer when it has one, so this one stays).
 */
export async function logout(api: ApiClient, token: string): Promise<void> {
  await api.POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
}
