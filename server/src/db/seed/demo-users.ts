import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../database.ts';
import { roles, userRoles, users } from '../schema/accounts.ts';

/** The demo accounts of DESIGN.md; shown on the login page in demo mode. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'Admin12345',
    roles: ['admin', 'super-admin'],
    name: 'Ada Admin',
    isAdmin: true,
  },
  {
    email: 'support@example.com',
    password: 'Support12345',
    roles: ['support'],
    name: 'Sam Support',
    isAdmin: true,
  },
  { email: 'owner@example.com', password: 'Owner12345', roles: ['user'], name: 'Olga Owner', isAdmin: false },
] as const;

export async function seedDemoUsers(db: Database) {
  for (const account of DEMO_ACCOUNTS) {
    const [firstName, lastName] = account.name.split(' ');
    const [user] = await db
      .insert(users)
      .values({
        email: account.email,
        name: account.name,
        firstName,
        lastName,
        passwordHash: await hashPassword(account.password),
        isAdmin: account.isAdmin,
        emailVerifiedAt: new Date('2026-08-01T09:00:00Z'),
        language: 'pl',
        timezone: 'Europe/Warsaw',
        createdAt: new Date('2026-08-01T09:00:00Z'),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) continue;
    const held = await db
      .select()
      .from(roles)
      .where(inArray(roles.name, [...account.roles]));
    if (held.length)
      await db.insert(userRoles).values(held.map((role) => ({ userId: user.id, roleId: role.id })));
  }
}
