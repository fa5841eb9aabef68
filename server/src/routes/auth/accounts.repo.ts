import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { roles, sessions, userRoles, users } from '../../db/schema/accounts.ts';

export type NewUser = typeof users.$inferInsert;

/** New accounts get this role: a domain owner without admin rights. */
const NEW_USER_ROLE = 'user';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * A new account, with the role of new accounts; undefined when the address is taken, also by a
 * registration of the same address a moment earlier.
 */
export async function createUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (!user) return undefined;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, NEW_USER_ROLE));
  if (role) await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}

/** Marks the address verified (kept when it already was) and answers the user as stored. */
export async function markEmailVerified(db: Database, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/**
 * Marks the address verified unless it already is, in one statement (two clicks on one link verify
 * once): the time it was set, or undefined when it was verified before.
 */
export async function verifyEmailOnce(db: Database, userId: string): Promise<Date | undefined> {
  const [verified] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ emailVerifiedAt: users.emailVerifiedAt });
  return verified?.emailVerifiedAt ?? undefined;
}

/** Counts a sign-in from `ip` at `now` and answers the user as stored. */
export async function recordSignIn(db: Database, user: UserRow, ip: string, now: Date): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: now, lastLoginIp: ip, loginCount: user.loginCount + 1 })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** Sets a new password and ends every session of the user, in one transaction. */
export async function setPasswordEndingSessions(db: Database, userId: string, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
