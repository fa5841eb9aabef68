import { eq } from 'drizzle-orm';
import { defaultPermissionGroup } from '../../lib/access.repo.ts';
import type { Database } from '../database.ts';
import { permissions, rolePermissions, roles } from '../schema/accounts.ts';

/** The admin areas of spec section 2, each with the permission its route needs. */
export const ADMIN_AREAS = [
  'dashboard',
  'users',
  'roles',
  'permissions',
  'pages',
  'domains',
  'plans',
  'payments',
  'languages',
  'mail-templates',
  'features',
  'support',
  'logs',
  'queue-monitoring',
  'system',
  'backups',
  'settings',
] as const;

/** Areas whose records staff can change, and so have create, update and delete permissions too (the contract's names). */
const EDITABLE_AREAS = new Set([
  'users',
  'roles',
  'permissions',
  'pages',
  'domains',
  'plans',
  'payments',
  'languages',
  'mail-templates',
  'features',
  'support',
  'backups',
  'settings',
]);

/** Areas staff only act on, without making or removing records: they have `update` besides `view`. */
const ACTIONABLE_AREAS = new Set(['queue-monitoring']);

export function seedPermissionNames(): string[] {
  return ADMIN_AREAS.flatMap((area) =>
    EDITABLE_AREAS.has(area)
      ? [`admin.${area}.view`, `admin.${area}.create`, `admin.${area}.update`, `admin.${area}.delete`]
      : ACTIONABLE_AREAS.has(area)
        ? [`admin.${area}.view`, `admin.${area}.update`]
        : [`admin.${area}.view`],
  );
}

/**
 * Roles: admin (everything, implicitly), super-admin (besides, the only one to make more of itself),
 * support (dashboard and support tickets), user (no admin rights).
 */
export const SEED_ROLES = [
  { name: 'admin', description: 'Administrator: every permission' },
  { name: 'super-admin', description: 'Super administrator: makes and unmakes other super administrators' },
  { name: 'support', description: 'Support agent: the admin dashboard and support tickets' },
  { name: 'user', description: 'Domain owner' },
];

const SUPPORT_PERMISSIONS = ['admin.dashboard.view', 'admin.support.view'];

export async function seedAccessControl(db: Database) {
  await db
    .insert(permissions)
    .values(
      seedPermissionNames().map((name) => ({ name, group: defaultPermissionGroup(name), description: null })),
    )
    .onConflictDoNothing();
  await db.insert(roles).values(SEED_ROLES).onConflictDoNothing();
  const [support] = await db.select().from(roles).where(eq(roles.name, 'support'));
  const granted = await db.select().from(permissions);
  if (!support) throw new Error('support role missing after seeding');
  await db
    .insert(rolePermissions)
    .values(
      granted
        .filter((permission) => SUPPORT_PERMISSIONS.includes(permission.name))
        .map((permission) => ({ roleId: support.id, permissionId: permission.id })),
    )
    .onConflictDoNothing();
}
