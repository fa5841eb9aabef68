import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { UserRow } from '../../../api/request-context.ts';
import type { Database } from '../../../db/database.ts';
import { roles, sessions, userRoles, users } from '../../../db/schema/accounts.ts';
import { SUPER_ADMIN_ROLE } from './admin-user-rules.ts';

type UserChanges = Partial<typeof users.$inferInsert>;

/** The user's role names, sorted. */
export async function roleNamesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.name).sort();
}

/**
 * Makes the user's roles exactly `roleIds`, keeping the super-admin role where they hold it (only its
 * own operation gives or takes it).
 */
export async function replaceRoles(tx: Database, userId: string, roleIds: string[]) {
  const [superAdmin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  const kept = [...roleIds, ...(superAdmin ? [superAdmin.id] : [])];
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), kept.length ? notInArray(userRoles.roleId, kept) : undefined));
  if (roleIds.length) {
    await tx
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
}

/** Writes `changes` to the user's row and answers it as stored; with `endSessions` signs them out everywhere. */
export async function updateUser(
  tx: Database,
  userId: string,
  changes: UserChanges,
  { endSessions = false } = {},
): Promise<UserRow | undefined> {
  const [row] = Object.keys(changes).length
    ? await tx.update(users).set(changes).where(eq(users.id, userId)).returning()
    : await tx.select().from(users).where(eq(users.id, userId));
  if (endSessions) await tx.delete(sessions).where(eq(sessions.userId, userId));
  return row;
}

/** Whether another account than `userId` uses `email`. */
export async function emailTakenByOther(db: Database, email: string, userId = '') {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), userId ? notInArray(users.id, [userId]) : undefined));
  return row !== undefined;
}

/** The role ids of the names given (already checked to exist). */
export async function roleIdsNamed(db: Database, names: string[]) {
  if (!names.length) return [];
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  return rows.map((row) => row.id);
}
