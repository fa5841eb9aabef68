import { isApiError } from '@/api/api-error';
import { refreshTokens } from '@/api/queries/auth';
import { withRefreshLock } from './refresh-lock';
import { tokensFromAuth, type SessionTokens } from './session-tokens';
import { readStoredSession, storeSession } from './token-storage';

/** Refresh this long before the access token expires, leaving room for a slow or failing network. */
export const REFRESH_AHEAD_MS = 5 * 60_000;
/** After a refresh that failed for want of a network or server, try again this much later. */
export const REFRESH_RETRY_MS = 60_000;

export interface RefreshContext {
  storage: Storage;
  /** The tokens of the session being refreshed, or null once it has ended or been replaced by another. */
  current: () => SessionTokens | null;
  /** Puts new tokens in the session (they are stored here). */
  replace: (tokens: SessionTokens) => void;
  end: (reason: 'remote' | 'refresh_failed') => void;
  retryAt: (at: number) => void;
}

/**
 * One refresh of the session's tokens, under the browser-wide lock. Tokens another tab refreshed in the
 * meantime are taken over rather than spending the single-use refresh token twice. A refusal ends the
 * session (`refresh_failed`); a missing network or a struggling server gets another go while the access
 * token still works.
 */
export async function refreshSession({ storage, current, replace, end, retryAt }: RefreshContext) {
  await withRefreshLock(async () => {
    const tokens = current();
    if (!tokens) return;
    const stored = readStoredSession(Date.now(), storage);
    if (!stored) {
      end('remote');
      return;
    }
    if (stored.access && stored.access.value !== tokens.access.value) {
      replace({ access: stored.access, refresh: stored.refresh });
      return;
    }
    try {
      if (!tokens.refresh) throw new TypeError('No refresh token');
      const fresh = tokensFromAuth(await refreshTokens(tokens.refresh.value), Date.now());
      if (!current()) return;
      replace(fresh);
      storeSession(fresh, storage);
    } catch (error) {
      if (!current()) return;
      const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
      const at = Date.now() + REFRESH_RETRY_MS;
      if (refused || !isApiError(error) || at >= tokens.access.expiresAt) end('refresh_failed');
      else retryAt(at);
    }
  });
}
