import type { components } from '#contract';
import { DEFAULT_LOCALE, isLocale } from '#locales';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { accountFacts, type AccountFacts } from './account-facts.ts';

export type UserView = components['schemas']['User'];

/** Where an uploaded avatar is served from (see the user routes). */
export const avatarUrl = (appUrl: string, avatarPath: string) => `${appUrl}/avatars/${avatarPath}`;

/** The User entity of the contract: the row, plus roles, permissions and what the account can do. */
export async function userView(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  user: UserRow,
): Promise<UserView> {
  return userViewOf(config, user, await accountFacts(db, user));
}

/** The User entity of `user` from facts already read (the admin list reads them for a page at once). */
export function userViewOf(
  config: Pick<AppContext['config'], 'appUrl'>,
  user: UserRow,
  { access, social, failedSignInsLastDay }: AccountFacts,
): UserView {
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt,
    email_verified: user.emailVerifiedAt !== null,
    timezone: user.timezone,
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
    is_admin: user.isAdmin || access.roles.includes('admin'),
    status: user.status,
    avatar: user.avatarPath ? avatarUrl(config.appUrl, user.avatarPath) : null,
    has_avatar: user.avatarPath !== null,
    display_name: displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company: user.company,
    bio: user.bio,
    is_social_user: social !== undefined,
    can_change_password: user.passwordHash !== null,
    provider: social?.provider ?? null,
    provider_id: social?.providerId ?? null,
    two_factor_enabled: user.twoFactorConfirmedAt !== null,
    two_factor_confirmed_at: user.twoFactorConfirmedAt,
    trial_ends_at: user.trialEndsAt,
    last_login_at: user.lastLoginAt,
    preferences: user.preferences,
    account_activity: {
      login_count: user.loginCount,
      last_login_ip: user.lastLoginIp,
      failed_logins_last_24h: failedSignInsLastDay,
    },
    roles: access.roles,
    permissions: access.permissions,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}
