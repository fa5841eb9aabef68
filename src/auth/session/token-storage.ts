import { obfuscate, reveal } from './obfuscate';
import type { ExpiringToken, SessionTokens } from './session-tokens';

/** Where the tokens live, shared by every tab of the origin (which is how tabs learn of a sign-out). */
export const SESSION_STORAGE_KEY = 'tracklane.session';

/** What storage holds once expired tokens are dropped: an expired access token may leave its refresh token. */
export type StoredSession =
  { access: ExpiringToken; refresh: ExpiringToken | null } | { access: null; refresh: ExpiringToken };

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the tokens, obfuscated, with their expiry. */
export function storeSession(tokens: SessionTokens, storage: SessionStorage = localStorage) {
  storage.setItem(SESSION_STORAGE_KEY, obfuscate(JSON.stringify(tokens)));
}

/** Forgets the stored tokens. */
export function clearStoredSession(storage: SessionStorage = localStorage) {
  storage.removeItem(SESSION_STORAGE_KEY);
}

/**
 * The stored tokens still valid at `now`, or null when none is. An unreadable value counts as none and is
 * removed, as is a session whose tokens have all expired.
 */
export function readStoredSession(now: number, storage: SessionStorage = localStorage): StoredSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  const parsed = parse(raw);
  const access = parsed && valid(parsed.access, now);
  const refresh = parsed && valid(parsed.refresh, now);
  if (access) return { access, refresh };
  if (refresh) return { access, refresh };
  clearStoredSession(storage);
  return null;
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(reveal(raw));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function valid(value: unknown, now: number): ExpiringToken | null {
  if (typeof value !== 'object' || value === null) return null;
  const { value: token, expiresAt } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof expiresAt === 'number' && expiresAt > now
    ? { value: token, expiresAt }
    : null;
}
