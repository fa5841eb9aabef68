import type { components } from '@/api/schema.gen';

type AuthTokens = components['schemas']['AuthTokens'];

/** Spec section 9: the access token is kept for 24 hours, the refresh token for 7 days. */
export const ACCESS_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;
export const REFRESH_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** A token and the moment (epoch milliseconds) it stops being of use. */
export interface ExpiringToken {
  value: string;
  expiresAt: number;
}

/** What a signed-in session holds: the bearer token and, when the server gave one, its refresh token. */
export interface SessionTokens {
  access: ExpiringToken;
  refresh: ExpiringToken | null;
}

/**
 * The tokens of a completed sign-in or refresh. The server's expiry is kept unless it is later than the
 * spec's lifetime, so another server honouring the contract cannot make us keep a token longer.
 */
export function tokensFromAuth(result: AuthTokens, now: number): SessionTokens {
  return {
    access: {
      value: result.token,
      expiresAt: Math.min(result.expires_at.getTime(), now + ACCESS_TOKEN_LIFETIME_MS),
    },
    refresh: {
      value: result.refresh_token,
      expiresAt: Math.min(result.refresh_expires_at.getTime(), now + REFRESH_TOKEN_LIFETIME_MS),
    },
  };
}
