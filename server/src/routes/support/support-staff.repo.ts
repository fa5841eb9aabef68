import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/accounts.ts';
import { loadAccess } from '../../lib/access.repo.ts';

/** The permission that makes a user support staff: they see, answer and assign every ticket. */
export const SUPPORT_PERMISSION = 'admin.support.view';

/** Whether the caller is support staff, by the permissions the server grants them everywhere else. */
export async function isSupportStaff(db: Database, user: Pick<UserRow, 'id' | 'isAdmin'>): Promise<boolean> {
  const access = await loadAccess(db, user);
  return access.permissions.includes(SUPPORT_PERMISSION);
}

/**
 * `users` rows that are active support staff, as loadAccess (lib/access.repo.ts) decides it for one
 * user, in SQL so a list of them is one query: the admin role (or is_admin without any role) holds
 * every permission; otherwise a role must grant SUPPORT_PERMISSION.
 */
const activeStaff = sql`${users.status} = 'active' and (
  (${users.isAdmin} and not exists (select 1 from user_roles ur where ur.user_id = ${users.id}))
  or exists (
    select 1 from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = ${users.id} and (
      r.name = 'admin'
      or exists (
        select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
        where rp.role_id = r.id and p.name = ${SUPPORT_PERMISSION}
      )
    )
  )
)`;

/** Every active support staff user, by name. */
export function listSupportStaff(db: Database) {
  return db.select().from(users).where(activeStaff).orderBy(asc(users.name), asc(users.id));
}

/** One active support staff user, or undefined when `id` is nobody's or not staff. */
export async function findSupportStaff(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), activeStaff));
  return row;
}
