import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, its access part (spec section 7, roles and permissions): the roles with what they grant
// and how many users hold them, the permissions, and giving a role to a user or taking it away.

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type Permission = Schemas['Permission'];
export type RoleCreate = Schemas['AdminRoleCreateRequest'];
export type RoleUpdate = Schemas['AdminRoleUpdateRequest'];
export type PermissionCreate = Schemas['AdminPermissionCreateRequest'];
export type PermissionUpdate = Schemas['AdminPermissionUpdateRequest'];

/** The permissions list call's query: page, size, sort, search and `filter[group|role]`. */
export type PermissionListQuery = NonNullable<operations['adminListPermissions']['parameters']['query']>;

/** The most a page of the API holds: the grid reads every permission in pages this large. */
const LARGEST_PAGE = 100;

export const adminAccessKeys = {
  all: ['admin-access'] as const,
  roles: () => [...adminAccessKeys.all, 'roles'] as const,
  permissions: () => [...adminAccessKeys.all, 'permissions'] as const,
  permissionList: (query: PermissionListQuery) => [...adminAccessKeys.permissions(), 'list', query] as const,
  everyPermission: () => [...adminAccessKeys.permissions(), 'every'] as const,
};

export const adminAccessQueries = {
  /** GET /admin/roles: every role (they are few), by name, with its permissions and `users_count`. */
  roles: () =>
    queryOptions({
      queryKey: adminAccessKeys.roles(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/roles', { signal })),
    }),
  /** GET /admin/permissions: one page of permissions and the list's total. */
  permissionList: (query: PermissionListQuery) =>
    queryOptions({
      queryKey: adminAccessKeys.permissionList(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/permissions', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** Every permission, by group then name, read a hundred at a time (they are a few hundred at most). */
  everyPermission: () =>
    queryOptions({
      queryKey: adminAccessKeys.everyPermission(),
      queryFn: async ({ signal }) => {
        const found: Permission[] = [];
        for (let page = 1; ; page += 1) {
          const query = { page, per_page: LARGEST_PAGE, sort: 'group', order: 'asc' } as const;
          const { data } = await api.GET('/admin/permissions', { params: { query }, signal });
          found.push(...data.data);
          if (data.data.length < LARGEST_PAGE || found.length >= data.meta.total) return found;
        }
      },
    }),
};

/** POST /admin/roles. */
export function createRole(body: RoleCreate): Promise<Role> {
  return dataOf(api.POST('/admin/roles', { body }));
}

/** PUT /admin/roles/{role}: `permissions`, when given, replaces the role's list. */
export function updateRole(id: string, body: RoleUpdate): Promise<Role> {
  return dataOf(api.PUT('/admin/roles/{role}', { params: { path: { role: id } }, body }));
}

/** DELETE /admin/roles/{role}, with the reason kept in the activity log. */
export async function deleteRole(id: string, reason: string): Promise<void> {
  await api.DELETE('/admin/roles/{role}', { params: { path: { role: id }, query: { reason } } });
}

/** POST /admin/permissions. */
export function createPermission(body: PermissionCreate): Promise<Permission> {
  return dataOf(api.POST('/admin/permissions', { body }));
}

/** PUT /admin/permissions/{permission}: `roles`, when given, replaces the roles holding it. */
export function updatePermission(id: string, body: PermissionUpdate): Promise<Permission> {
  return dataOf(api.PUT('/admin/permissions/{permission}', { params: { path: { permission: id } }, body }));
}

/** DELETE /admin/permissions/{permission}: it is taken from every role holding it. */
export async function deletePermission(id: string): Promise<void> {
  await api.DELETE('/admin/permissions/{permission}', { params: { path: { permission: id } } });
}
