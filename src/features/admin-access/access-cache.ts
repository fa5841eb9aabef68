import type { QueryClient } from '@tanstack/react-query';
import { adminAccessKeys, type Role } from '@/api/queries/admin-access';

/**
 * Puts a role the server just answered with into the roles read (replacing the one with its id, or
 * adding it), so the grid shows it at once; everything else about access is read again in the
 * background (the permissions' `roles`, the counts). The screen never waits for that read.
 */
export function showSavedRole(queryClient: QueryClient, saved: Role) {
  queryClient.setQueryData<Role[]>(adminAccessKeys.roles(), (roles) =>
    roles?.some((role) => role.id === saved.id)
      ? roles.map((role) => (role.id === saved.id ? saved : role))
      : roles && [...roles, saved],
  );
  refreshAccess(queryClient);
}

/** Reads roles and permissions again, in the background: a change made here shows once they arrive. */
export function refreshAccess(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminAccessKeys.all });
}
