import { useQuery } from '@tanstack/react-query';
import { adminAccessQueries } from '@/api/queries/admin-access';
import { useAccess } from '@/auth/abilities/ability-context';

/** The role only its own operation gives (POST /admin/auth/roles/create-super-admin), never a user form. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/**
 * The roles staff may give a user from the users screens, by name (GET /admin/roles), read only by staff
 * allowed to see roles (`admin.roles.view`); `super-admin` is left out, since only its own operation
 * gives it. Also answers the roles with what each grants, for "why can this user do this".
 */
export function useAssignableRoles() {
  const { allowsAny } = useAccess();
  const allowed = allowsAny(['admin.roles.view']);
  const roles = useQuery({ ...adminAccessQueries.roles(), enabled: allowed });
  const all = roles.data ?? [];
  return {
    allowed,
    roles: all,
    names: all.map((role) => role.name).filter((name) => name !== SUPER_ADMIN_ROLE),
    isPending: allowed && roles.isPending,
    isError: roles.isError,
  };
}
