import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { connectedAccounts, users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/content.ts';
import { socialLoginStates } from '../../db/schema/social-login.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SocialProfile, SocialProviderName } from '../../services/oauth/social-provider.ts';

/** The contract: a state is valid for 10 minutes. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;

export interface NewSocialState {
  provider: SocialProviderName;
  state: string;
  codeVerifier: string;
  nonce: string | null;
  returnUrl: string | null;
  linkUserId: string | null;
}

/** Keeps a new flow's secrets (the state only as its hash) and forgets flows that expired. */
export async function saveSocialState(db: Database, { state, ...flow }: NewSocialState) {
  const now = new Date();
  await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, now));
  await db.insert(socialLoginStates).values({
    ...flow,
    stateHash: hashToken(state),
    expiresAt: new Date(now.getTime() + SOCIAL_STATE_TTL_MS),
  });
}

/** The flow of `state` at `provider`, removed so it cannot be used twice; undefined when unknown or expired. */
export async function takeSocialState(db: Database, provider: SocialProviderName, state: string) {
  const [flow] = await db
    .delete(socialLoginStates)
    .where(
      and(
        eq(socialLoginStates.stateHash, hashToken(state)),
        eq(socialLoginStates.provider, provider),
        gt(socialLoginStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return flow;
}

/** The connection of this provider account, with its user. */
export async function findConnection(db: Database, provider: SocialProviderName, providerId: string) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .innerJoin(users, eq(users.id, connectedAccounts.userId))
    .where(and(eq(connectedAccounts.provider, provider), eq(connectedAccounts.providerId, providerId)));
  return row && { account: row.connected_accounts, user: row.users };
}

/** The user's connection to `provider`, whichever provider account it is. */
export async function findUserConnection(db: Database, userId: string, provider: SocialProviderName) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), eq(connectedAccounts.provider, provider)));
  return row;
}

/** The user's connected accounts, the first connected first. */
export function listConnectedAccounts(db: Database, userId: string): Promise<ConnectedAccountRow[]> {
  return db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId))
    .orderBy(asc(connectedAccounts.connectedAt));
}

export async function connectAccount(
  db: Database,
  userId: string,
  provider: SocialProviderName,
  profile: SocialProfile,
): Promise<ConnectedAccountRow> {
  const [row] = await db
    .insert(connectedAccounts)
    .values({
      userId,
      provider,
      providerId: profile.providerId,
      email: profile.email,
      name: profile.name,
      avatarUrl: profile.avatarUrl,
    })
    .returning();
  if (!row) throw new Error('the connected account was not stored');
  return row;
}

/**
 * Disconnects the user's account at `provider`, unless it is their last way to sign in (no password,
 * no other connection). The user row is locked so two disconnects at once cannot together remove the
 * last way in.
 */
export function disconnectAccount(db: Database, userId: string, provider: SocialProviderName) {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const connections = await tx
      .select({ id: connectedAccounts.id, provider: connectedAccounts.provider })
      .from(connectedAccounts)
      .where(eq(connectedAccounts.userId, userId));
    const target = connections.find((row) => row.provider === provider);
    if (!target) return 'not-connected';
    if (!owner?.passwordHash && connections.length === 1) return 'last-way-in';
    await tx
      .delete(connectedAccounts)
      .where(and(eq(connectedAccounts.id, target.id), eq(connectedAccounts.userId, userId)));
    return 'disconnected';
  });
}

/** The auth settings social sign-in obeys; absent settings keep the defaults of the contract. */
export async function readSocialSettings(db: Database) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      inArray(settings.key, [
        'auth.registration_enabled',
        'auth.social_login_enabled',
        'auth.social_providers',
      ]),
    );
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const providers = value('auth.social_providers');
  return {
    registrationEnabled: value('auth.registration_enabled') !== false,
    socialLoginEnabled: value('auth.social_login_enabled') !== false,
    /** Null: every configured provider is on. */
    enabledProviders: Array.isArray(providers) ? (providers as string[]) : null,
  };
}
