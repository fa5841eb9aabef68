import { and, count, eq, gt, min, ne, sql } from 'drizzle-orm';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import {
  activityLogs,
  connectedAccounts,
  oneTimeTokens,
  sessions,
  users,
  type UserPreferences,
} from '../../db/schema/accounts.ts';

/** What a profile update may change; `preferences` are merged into the stored ones, key by key. */
export type ProfileChanges = Partial<
  Pick<UserRow, 'name' | 'firstName' | 'lastName' | 'phone' | 'company' | 'bio' | 'timezone' | 'language'>
> & { preferences?: UserPreferences };

export async function saveProfile(db: Database, userId: string, { preferences, ...changes }: ProfileChanges) {
  const [updated] = await db
    .update(users)
    .set({
      ...changes,
      // Merged in the database: a screen that edits one preference keeps the others.
      preferences: preferences && sql`${users.preferences} || ${JSON.stringify(preferences)}::jsonb`,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/**
 * Points the user at `avatarPath` (or none) and answers the user and the file it had before. The old
 * name is read under a row lock, so two uploads at once cannot both keep, or both delete, the same file.
 */
export function replaceAvatarPath(db: Database, userId: string, avatarPath: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [updated] = await tx.update(users).set({ avatarPath }).where(eq(users.id, userId)).returning();
    return { user: updated, previous: current?.avatarPath ?? null };
  });
}

/**
 * Sets a new password, ends every other session than `keepSessionId` and drops the reset links mailed
 * before, in one transaction.
 */
export async function saveNewPassword(
  db: Database,
  { userId, passwordHash, keepSessionId }: { userId: string; passwordHash: string; keepSessionId: string },
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'password_reset')));
  });
}

/** The user's first connected social account, if any. */
export async function firstConnection(db: Database, userId: string) {
  const [row] = await db
    .select({ provider: connectedAccounts.provider, providerId: connectedAccounts.providerId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId))
    .orderBy(connectedAccounts.connectedAt)
    .limit(1);
  return row;
}

/** How many failed sign-ins of the user the activity log holds since `since`, and when the oldest was. */
export async function failedSignInsSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(activityLogs.createdAt) })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        eq(activityLogs.action, 'auth.login_failed'),
        gt(activityLogs.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}
