import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { ADMIN_ROLE, hasRole, heldPermissions, type Access } from './access';
import { permissionRule } from './permission-rule';

/** Actions and subjects are open strings: they come from the server's permission names. */
export type AppAbility = MongoAbility<[string, string]>;

/**
 * The ability model of spec section 6: everyone may read everything; the admin role (which an `is_admin`
 * user without roles gets) may manage everything; each held permission `resource.action`, the user's own
 * and the fetched ones, grants its action on its subject (see {@link permissionRule}).
 */
export function defineAbility(access: Access): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  can('read', 'all');
  if (hasRole(access, ADMIN_ROLE)) can('manage', 'all');
  for (const permission of heldPermissions(access)) {
    const rule = permissionRule(permission);
    if (rule) can(rule.action, rule.subject);
  }
  return build();
}

/** True when the ability grants what the permission string maps to (the admin role grants them all). */
export function abilityAllows(ability: AppAbility, permission: string): boolean {
  const rule = permissionRule(permission);
  return rule !== null && ability.can(rule.action, rule.subject);
}
