import type { Role } from '@/api/queries/admin-access';

/**
 * Roles that grant every permission whatever their list says, including permissions made later (the
 * server's rule): screens show them as granting all, and they can be neither renamed nor deleted.
 */
export const BUILT_IN_ROLES: readonly string[] = ['admin', 'super-admin'];

export function isBuiltIn(role: Pick<Role, 'name'>): boolean {
  return BUILT_IN_ROLES.includes(role.name);
}
