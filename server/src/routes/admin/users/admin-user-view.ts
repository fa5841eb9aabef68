import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { components } from '#contract';
import type { UserRow } from '../../../api/request-context.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import {
  activityLogs,
  connectedAccounts,
  permissions,
  rolePermissions,
  roles,
} from '../../../db/schema/accounts.ts';
import { ADMIN_ROLE } from '../../../lib/access.repo.ts';
import type { AccountFacts } from '../../user/account-facts.ts';
import { userViewOf } from '../../user/user-view.ts';
import { rolesAndDomainCounts } from './admin-users.repo.ts';

export type AdminUserView = components['schemas']['AdminUser'];

const DAY_MS = 24 * 3600_000;

/** Every role's permissions, and every permission (what the admin role grants). Roles are few. */
async function grantsByRole(db: Database) {
  const [all, granted] = await Promise.all([
    db.select({ name: permissions.name }).from(permissions),
    db
      .select({ role: roles.name, permission: permissions.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
  ]);
  const byRole = new Map<string, string[]>();
  for (const { role, permission } of granted) byRole.set(role, [...(byRole.get(role) ?? []), permission]);
  return { every: all.map((row) => row.name), byRole };
}

/**
 * The AdminUser entities of `rows`, with the facts of all of them read in a few queries rather than a
 * few per user: their roles and the permissions those grant (as loadAccess decides them), their first
 * connected account, their failed sign-ins of the last day and their number of domains.
 */
export async function adminUserViews(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  rows: UserRow[],
  now = new Date(),
): Promise<AdminUserView[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [{ rolesByUser, domainsByUser }, grants, socialRows, failedRows] = await Promise.all([
    rolesAndDomainCounts(db, ids),
    grantsByRole(db),
    db
      .select({
        userId: connectedAccounts.userId,
        provider: connectedAccounts.provider,
        providerId: connectedAccounts.providerId,
      })
      .from(connectedAccounts)
      .where(inArray(connectedAccounts.userId, ids))
      .orderBy(connectedAccounts.connectedAt),
    db
      .select({ userId: activityLogs.userId, value: count() })
      .from(activityLogs)
      .where(
        and(
          inArray(activityLogs.userId, ids),
          eq(activityLogs.action, 'auth.login_failed'),
          gt(activityLogs.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .groupBy(activityLogs.userId),
  ]);
  const failedByUser = new Map(failedRows.map((row) => [row.userId, row.value]));
  return rows.map((row) => {
    const roleNames = [...(rolesByUser.get(row.id) ?? [])];
    if (row.isAdmin && roleNames.length === 0) roleNames.push(ADMIN_ROLE);
    const granted = roleNames.includes(ADMIN_ROLE)
      ? grants.every
      : [...new Set(roleNames.flatMap((role) => grants.byRole.get(role) ?? []))];
    const social = socialRows.find((account) => account.userId === row.id);
    const facts: AccountFacts = {
      access: { roles: roleNames.sort(), permissions: [...granted].sort() },
      social: social && { provider: social.provider, providerId: social.providerId },
      failedSignInsLastDay: failedByUser.get(row.id) ?? 0,
    };
    return {
      ...userViewOf(config, row, facts),
      domains_count: domainsByUser.get(row.id) ?? 0,
      suspended_at: row.suspendedAt,
      suspension_reason: row.suspensionReason,
    };
  });
}

/** The AdminUser entity of one user. */
export async function adminUserView(context: Pick<AppContext, 'db' | 'config'>, row: UserRow) {
  const [view] = await adminUserViews(context, [row]);
  if (!view) throw new Error('a user view is missing');
  return view;
}
