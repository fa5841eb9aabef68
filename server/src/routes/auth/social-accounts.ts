import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { components } from '#contract';
import type { Locale } from '#locales';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { recordActivity } from '../../lib/activity.repo.ts';
import { forbidden, invalidField } from '../../lib/http-error.ts';
import {
  PROVIDER_NAMES,
  type SocialProfile,
  type SocialProviderName,
} from '../../services/oauth/social-provider.ts';
import { createUser, findUserByEmail, markEmailVerified } from './accounts.repo.ts';
import { startSession } from './auth-sessions.ts';
import { startTwoFactorChallenge } from './sign-in-result.ts';
import {
  connectAccount,
  findConnection,
  findUserConnection,
  readSocialSettings,
  type ConnectedAccountRow,
} from './social.repo.ts';

type ConnectedAccount = components['schemas']['ConnectedAccount'];

/** Social sign-ins keep the browser signed in, as "remember me" does. */
const REMEMBER = true;

export function connectedAccountView(row: ConnectedAccountRow): ConnectedAccount {
  return {
    provider: row.provider as SocialProviderName,
    email: row.email,
    name: row.name,
    avatar: row.avatarUrl,
    connected_at: row.connectedAt,
  };
}

async function linkTo(
  { db }: AppContext,
  request: FastifyRequest,
  user: UserRow,
  provider: SocialProviderName,
  profile: SocialProfile,
) {
  if (await findUserConnection(db, user.id, provider)) {
    throw invalidField(
      'provider',
      msg`A different ${{ provider: PROVIDER_NAMES[provider] }} account is already connected. Disconnect it first`,
    );
  }
  const row = await connectAccount(db, user.id, provider, profile);
  await recordActivity(db, request, {
    userId: user.id,
    action: 'auth.account_linked',
    properties: { provider, email: profile.email },
  });
  return row;
}

/** A new account without a password, for someone who signed up through a provider. */
async function createSocialUser(
  db: Database,
  profile: SocialProfile & { email: string },
  language: Locale,
): Promise<UserRow> {
  const name = profile.name?.trim() || profile.email.split('@')[0] || profile.email;
  const [firstName, ...rest] = name.split(/\s+/);
  const user = await createUser(db, {
    name,
    email: profile.email.toLowerCase(),
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    emailVerifiedAt: profile.emailVerified ? new Date() : null,
    language,
  });
  if (!user) throw new Error('the user was not stored');
  return user;
}

/**
 * Who signs in with this provider account: the user it is connected to; else the user of the same
 * email when the provider verified it (the account gets connected); else a new user, connected.
 */
async function userFor(
  context: AppContext,
  request: FastifyRequest,
  provider: SocialProviderName,
  profile: SocialProfile,
): Promise<UserRow> {
  const { db } = context;
  const connection = await findConnection(db, provider, profile.providerId);
  if (connection) return connection.user;

  const brand = PROVIDER_NAMES[provider];
  const { email } = profile;
  if (!email) {
    throw invalidField(
      'email',
      msg`${{ provider: brand }} did not share your email address. Allow access to it and try again`,
    );
  }
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!profile.emailVerified) {
      throw invalidField(
        'email',
        msg`An account with this email already exists. Sign in to it and connect ${{ provider: brand }} in your settings`,
      );
    }
    if (existing.status === 'suspended') throw forbidden(msg`Your account is suspended. Contact support`);
    await linkTo(context, request, existing, provider, profile);
    return markEmailVerified(db, existing);
  }

  if (!(await readSocialSettings(db)).registrationEnabled)
    throw forbidden(msg`New accounts cannot be created at the moment`);
  const user = await createSocialUser(db, { ...profile, email }, request.locale);
  await recordActivity(db, request, { userId: user.id, action: 'auth.registered', properties: { provider } });
  await linkTo(context, request, user, provider, profile);
  return user;
}

/** Signs in (or asks for the second factor) whoever this provider account belongs to. */
export async function signInWithProfile(
  context: AppContext,
  request: FastifyRequest,
  provider: SocialProviderName,
  profile: SocialProfile,
) {
  const user = await userFor(context, request, provider, profile);
  if (user.status === 'suspended') throw forbidden(msg`Your account is suspended. Contact support`);

  if (user.twoFactorConfirmedAt) {
    return {
      data: await startTwoFactorChallenge(context.db, user.id, { remember: REMEMBER, provider }),
      message: msg`Enter the code from your authenticator app`,
      requires2fa: true,
    };
  }

  const tokens = await startSession(context, request, user, { remember: REMEMBER });
  await recordActivity(context.db, request, {
    userId: user.id,
    action: 'auth.social_login',
    properties: { provider },
  });
  return { data: tokens, message: msg`Signed in`, requires2fa: false };
}

/** Connects the provider account to the signed-in `user` (the `link=true` flow). */
export async function linkProfile(
  context: AppContext,
  request: FastifyRequest,
  user: UserRow,
  provider: SocialProviderName,
  profile: SocialProfile,
): Promise<ConnectedAccountRow> {
  const connection = await findConnection(context.db, provider, profile.providerId);
  if (connection && connection.user.id !== user.id) {
    throw invalidField(
      'provider',
      msg`This ${{ provider: PROVIDER_NAMES[provider] }} account is already connected to another user`,
    );
  }
  // Connecting the same account again changes nothing.
  if (connection) return connection.account;
  return linkTo(context, request, user, provider, profile);
}
