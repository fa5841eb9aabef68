import type { SessionUser } from './session-machine';
import type { SessionTokens } from './session-tokens';

// Shared by this folder's tests only.

const HOUR = 60 * 60_000;

/** A user as verify-token returns it, with the fields a test cares about overridable. */
export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id: 'user-1',
    name: 'Ola Nowak',
    email: 'ola@example.com',
    email_verified_at: at,
    email_verified: true,
    timezone: 'Europe/Warsaw',
    language: 'de',
    is_admin: false,
    status: 'active',
    avatar: null,
    has_avatar: false,
    display_name: 'Ola Nowak',
    is_social_user: false,
    can_change_password: true,
    two_factor_enabled: false,
    roles: [],
    permissions: [],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** Tokens valid for a day (access) and a week (refresh) from `now`. */
export function someTokens(now: number, access = 'access-1', refresh = 'refresh-1'): SessionTokens {
  return {
    access: { value: access, expiresAt: now + 24 * HOUR },
    refresh: { value: refresh, expiresAt: now + 7 * 24 * HOUR },
  };
}
