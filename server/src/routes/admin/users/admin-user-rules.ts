import { msg } from '@lingui/core/runtime-macro';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { roles, userRoles, users } from '../../../db/schema/accounts.ts';
import { ADMIN_ROLE } from '../../../lib/access.repo.ts';
import { invalidField } from '../../../lib/http-error.ts';

/** The role only `POST /admin/auth/roles/create-super-admin` gives. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/** Refuses (422 on `field`) what staff would do to their own account: suspend, delete, demote. */
export function refuseOwnAccount(callerId: string, userId: string, field: string) {
  if (callerId === userId) {
    throw invalidField(field, msg`You cannot do this to your own account: ask another administrator`);
  }
}

/**
 * Holds the admin role, as loadAccess decides it (lib/access.repo.ts): through the role, or flagged
 * `is_admin` while holding no role at all.
 */
export const holdsAdminRole = sql`(exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${roles.name} = ${ADMIN_ROLE})
  or (${users.isAdmin} and not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})))`;

/**
 * Refuses (422 on `field`) taking the admin role from the last active account that holds it, or
 * suspending or deleting that account: nobody would be left to run the platform.
 */
export async function refuseLastAdmin(db: Database, user: { id: string }, field: string) {
  const [counts] = await db
    .select({
      target: sql<number>`count(*) filter (where ${users.id} = ${user.id})`.mapWith(Number),
      others:
        sql<number>`count(*) filter (where ${users.id} <> ${user.id} and ${users.status} = 'active')`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(holdsAdminRole);
  if ((counts?.target ?? 0) > 0 && (counts?.others ?? 0) === 0) {
    throw invalidField(
      field,
      msg`This is the last active administrator: make another account an administrator first`,
    );
  }
}

/** The roles named, each of which must exist: 422 on `field` naming the unknown ones. */
export async function rolesNamed(db: Database, names: readonly string[], field: string) {
  const rows = names.length
    ? await db
        .select()
        .from(roles)
        .where(inArray(roles.name, [...names]))
    : [];
  const unknown = names.filter((name) => !rows.some((row) => row.name === name));
  if (unknown.length) throw invalidField(field, msg`No such role: ${{ roles: unknown.join(', ') }}`);
  return rows;
}

/** The roles named, as `rolesNamed` checks them, none of them the super-admin role (it has its own operation). */
export async function knownRoles(db: Database, names: readonly string[], field: string) {
  if (names.includes(SUPER_ADMIN_ROLE)) {
    throw invalidField(field, msg`The super-admin role is given on its own, by a super admin`);
  }
  return rolesNamed(db, names, field);
}
