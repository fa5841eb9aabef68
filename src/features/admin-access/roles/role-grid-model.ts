import type { Permission, Role } from '@/api/queries/admin-access';
import { isBuiltIn } from '../built-in-roles';
import { ACTION_ORDER, AREA_ORDER, groupOf } from '../permission-words';

/** The permissions of one admin area. */
export interface PermissionGroup {
  group: string;
  permissions: readonly Permission[];
}

/** Known ones in `order`, first; the others after them, by name. */
function rank(order: readonly string[], value: string): [number, string] {
  const index = order.indexOf(value);
  return [index === -1 ? order.length : index, value];
}

function byRank(order: readonly string[]) {
  return (a: string, b: string) => {
    const [rankA, nameA] = rank(order, a);
    const [rankB, nameB] = rank(order, b);
    return rankA - rankB || nameA.localeCompare(nameB);
  };
}

const actionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/**
 * The permissions by admin area (their `group`), the areas in the sidebar's order and, in each, view,
 * create, edit and delete first; areas and actions staff made up come after, by name.
 */
export function groupPermissions(permissions: readonly Permission[]): PermissionGroup[] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const group = groupOf(permission);
    groups.set(group, [...(groups.get(group) ?? []), permission]);
  }
  const byAction = byRank(ACTION_ORDER);
  return [...groups.keys()].sort(byRank(AREA_ORDER)).map((group) => ({
    group,
    permissions: (groups.get(group) ?? []).toSorted((a, b) => byAction(actionOf(a.name), actionOf(b.name))),
  }));
}

/**
 * Changes not saved yet: for each role changed, the permissions it is to grant once saved. A role whose
 * list is back to what the server holds is not in it.
 */
export type StagedGrants = ReadonlyMap<string, ReadonlySet<string>>;

/** The permissions the role grants on screen: its staged list, else the server's. */
export function grantedNames(role: Role, staged: StagedGrants): ReadonlySet<string> {
  return staged.get(role.id) ?? new Set(role.permissions);
}

function sameNames(a: ReadonlySet<string>, b: readonly string[]): boolean {
  return a.size === b.length && b.every((name) => a.has(name));
}

/** Stages granting (or taking away) `names` on `role`; a role that ends where the server has it is unstaged. */
export function stageGrants(
  staged: StagedGrants,
  role: Role,
  names: readonly string[],
  grant: boolean,
): StagedGrants {
  const next = new Set(grantedNames(role, staged));
  for (const name of names) {
    if (grant) next.add(name);
    else next.delete(name);
  }
  const result = new Map(staged);
  if (sameNames(next, role.permissions)) result.delete(role.id);
  else result.set(role.id, next);
  return result;
}

/** What saving does to one role: the permissions it gains and loses, by name. */
export interface RoleChange {
  role: Role;
  added: string[];
  removed: string[];
}

/** The staged changes role by role, in the roles' order. */
export function stagedChanges(roles: readonly Role[], staged: StagedGrants): RoleChange[] {
  return roles.flatMap((role) => {
    const wanted = staged.get(role.id);
    if (!wanted) return [];
    const added = [...wanted].filter((name) => !role.permissions.includes(name)).sort();
    const removed = role.permissions.filter((name) => !wanted.has(name)).sort();
    return added.length + removed.length > 0 ? [{ role, added, removed }] : [];
  });
}

/**
 * How many users a save touches, at most: the holders of each role changed (a user holding two of them
 * is counted twice, so the screen says "up to").
 */
export function affectedUsers(changes: readonly RoleChange[]): number {
  return changes.reduce((sum, { role }) => sum + (role.users_count ?? 0), 0);
}

/** How many of `permissions` the role grants on screen; a built-in role grants them all. */
export function grantedCount(role: Role, permissions: readonly Permission[], staged: StagedGrants): number {
  if (isBuiltIn(role)) return permissions.length;
  const granted = grantedNames(role, staged);
  return permissions.filter((permission) => granted.has(permission.name)).length;
}

/** How many of the roles grant the permission on screen, the built-in ones included. */
export function grantingRoles(name: string, roles: readonly Role[], staged: StagedGrants): number {
  return roles.filter((role) => isBuiltIn(role) || grantedNames(role, staged).has(name)).length;
}
