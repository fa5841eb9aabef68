import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { userView } from '../user/user-view.ts';
import { recordSignIn } from './accounts.repo.ts';
import { insertSession } from './sessions.repo.ts';

/** Spec section 9: the access token lives 24 hours, the refresh token 7 days. */
export const ACCESS_TOKEN_TTL_MS = 24 * 3600_000;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600_000;

/** A new pair of tokens; only their hashes are stored. */
export function newTokenPair(remember: boolean, now = new Date()) {
  const token = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  // Without "remember me" the session ends with its first access token.
  const refreshExpiresAt = remember ? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) : accessExpiresAt;
  return {
    token,
    refreshToken,
    row: {
      accessTokenHash: hashToken(token),
      accessExpiresAt,
      refreshTokenHash: hashToken(refreshToken),
      refreshExpiresAt,
    },
  };
}

/**
 * Signs the user in on a new browser session: records the sign-in and answers with the AuthTokens of
 * the contract.
 */
export async function startSession(
  context: Pick<AppContext, 'db' | 'config'>,
  request: FastifyRequest,
  user: UserRow,
  { remember }: { remember: boolean },
) {
  const now = new Date();
  const pair = newTokenPair(remember, now);
  await insertSession(context.db, {
    userId: user.id,
    ...pair.row,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    lastActive: now,
  });
  const signedIn = await recordSignIn(context.db, user, request.ip, now);
  return {
    user: await userView(context, signedIn),
    token: pair.token,
    token_type: 'Bearer' as const,
    expires_at: pair.row.accessExpiresAt,
    refresh_token: pair.refreshToken,
    refresh_expires_at: pair.row.refreshExpiresAt,
  };
}
