import type {
  Permission,
  PermissionCreate,
  PermissionUpdate,
  Role,
  RoleCreate,
  RoleUpdate,
} from '@/api/queries/admin-access';
import { aPermission, aRole } from '../../fixtures/admin-access';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, its access part: roles and permissions held in memory, answering as the reference server
// does (roles with their holders, permissions searched, filtered, sorted and paged), so a test can stage
// and save the grid or edit a permission and see the screen follow. Each write is recorded.

/** What the fake server holds; a test may read or change it between calls. */
export interface AccessStore {
  roles: Role[];
  permissions: Permission[];
  /** Every request's URL search params for GET /admin/permissions, in order. */
  permissionQueries: URLSearchParams[];
  roleUpdates: { id: string; body: RoleUpdate }[];
  roleCreates: RoleCreate[];
  roleDeletes: { id: string; reason: string | null }[];
  permissionCreates: PermissionCreate[];
  permissionUpdates: { id: string; body: PermissionUpdate }[];
  permissionDeletes: string[];
}

/** Five permissions in two areas, and three roles: admin (built in), support (3 holders), auditor. */
export function anAccessStore(overrides: Partial<AccessStore> = {}): AccessStore {
  const names = [
    'admin.users.view',
    'admin.users.create',
    'admin.users.update',
    'admin.users.delete',
    'admin.logs.view',
  ];
  return {
    permissions: names.map((name, index) => aPermission({ id: `perm-${index + 1}`, name })),
    roles: [
      aRole({ id: 'role-admin', name: 'admin', users_count: 1 }),
      aRole({ id: 'role-support', name: 'support', permissions: ['admin.users.view'], users_count: 3 }),
      aRole({ id: 'role-auditor', name: 'auditor', users_count: 0 }),
    ],
    permissionQueries: [],
    roleUpdates: [],
    roleCreates: [],
    roleDeletes: [],
    permissionCreates: [],
    permissionUpdates: [],
    permissionDeletes: [],
    ...overrides,
  };
}

const invalid = (field: string, message: string) =>
  refusal(422, 'The given data was invalid.', { [field]: [message] });

/** The permissions with each one's `roles` read from the roles, as the server answers them. */
function withHolders(store: AccessStore): Permission[] {
  return store.permissions.map((permission) => ({
    ...permission,
    roles: store.roles.filter((role) => role.permissions.includes(permission.name)).map(({ name }) => name),
  }));
}

function permissionPage(store: AccessStore, params: URLSearchParams) {
  const search = params.get('search')?.toLowerCase() ?? '';
  const group = params.get('filter[group]');
  const role = params.get('filter[role]');
  const sort = (params.get('sort') ?? 'name') as 'name' | 'group' | 'created_at';
  const direction = params.get('order') === 'desc' ? -1 : 1;
  const matching = withHolders(store)
    .filter(
      (permission) =>
        permission.name.includes(search) &&
        (!group || permission.group === group) &&
        (!role || permission.roles.includes(role)),
    )
    .sort((a, b) => String(a[sort]).localeCompare(String(b[sort])) * direction);
  const page = Number(params.get('page') ?? 1);
  const perPage = Number(params.get('per_page') ?? 10);
  return listEnvelope(matching.slice((page - 1) * perPage, page * perPage), {
    page,
    perPage,
    total: matching.length,
  });
}

/** The handlers of roles and permissions over `store`. */
export function accessHandlers(store: AccessStore) {
  return [
    contract.get('/admin/roles', () => envelope(store.roles)),
    contract.put('/admin/roles/{role}', async ({ request, params }) => {
      const body = (await request.json()) as RoleUpdate;
      store.roleUpdates.push({ id: params.role ?? '', body });
      const index = store.roles.findIndex((role) => role.id === params.role);
      const current = store.roles[index];
      if (!current) return refusal(404, 'This role does not exist or has been deleted');
      const updated = { ...current, ...body, permissions: body.permissions ?? current.permissions };
      store.roles[index] = updated;
      return envelope(updated);
    }),
    contract.post('/admin/roles', async ({ request }) => {
      const body = (await request.json()) as RoleCreate;
      store.roleCreates.push(body);
      if (store.roles.some((role) => role.name === body.name)) {
        return invalid('name', 'A role with this name already exists');
      }
      const created = aRole({
        id: `role-${store.roles.length + 1}`,
        name: body.name,
        description: body.description ?? null,
        permissions: body.permissions ?? [],
      });
      store.roles.push(created);
      return envelope(created);
    }),
    contract.delete('/admin/roles/{role}', ({ request, params }) => {
      store.roleDeletes.push({
        id: params.role ?? '',
        reason: new URL(request.url).searchParams.get('reason'),
      });
      store.roles = store.roles.filter((role) => role.id !== params.role);
      return envelope(null);
    }),
    contract.get('/admin/permissions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.permissionQueries.push(params);
      return permissionPage(store, params);
    }),
    contract.post('/admin/permissions', async ({ request }) => {
      const body = (await request.json()) as PermissionCreate;
      store.permissionCreates.push(body);
      if (store.permissions.some((permission) => permission.name === body.name)) {
        return invalid('name', 'A permission with this name already exists');
      }
      const created = aPermission({
        id: `perm-${store.permissions.length + 1}`,
        name: body.name,
        ...(body.group ? { group: body.group } : {}),
        description: body.description ?? null,
      });
      store.permissions.push(created);
      return envelope(created);
    }),
    contract.put('/admin/permissions/{permission}', async ({ request, params }) => {
      const body = (await request.json()) as PermissionUpdate;
      store.permissionUpdates.push({ id: params.permission ?? '', body });
      const index = store.permissions.findIndex((permission) => permission.id === params.permission);
      const current = store.permissions[index];
      if (!current) return refusal(404, 'This permission does not exist or has been deleted');
      const { roles: holders, ...fields } = body;
      const updated = { ...current, ...fields, group: fields.group ?? current.group };
      store.permissions[index] = updated;
      if (holders) {
        store.roles = store.roles.map((role) => ({
          ...role,
          permissions: holders.includes(role.name)
            ? [...new Set([...role.permissions, updated.name])]
            : role.permissions.filter((name) => name !== updated.name),
        }));
      }
      return envelope(updated);
    }),
    contract.delete('/admin/permissions/{permission}', ({ params }) => {
      store.permissionDeletes.push(params.permission ?? '');
      store.permissions = store.permissions.filter((permission) => permission.id !== params.permission);
      return envelope(null);
    }),
  ];
}
