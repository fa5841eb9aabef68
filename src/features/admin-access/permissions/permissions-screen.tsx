import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { KeyRound, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { adminAccessQueries, type Permission } from '@/api/queries/admin-access';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DeletePermissionDialog } from './delete-permission-dialog';
import { usePermissionColumns } from './permission-columns';
import { groupOptions, permissionFilters, roleOptions } from './permission-filters';
import { PermissionSheet, type PermissionEditing } from './permission-sheet';
import { DEFAULT_PERMISSIONS_SORT, PERMISSIONS_SEARCH_OPTIONS } from './permissions-search';
import { permissionsQueryOf } from './permissions-query';

const routeApi = getRouteApi('/admin/permissions');

const getRowId = (permission: Permission) => permission.id;

/**
 * /admin/permissions: every permission a role can grant, on the admin panel's list (search, area and
 * role filters, sort and page in the URL), made, changed and deleted from here.
 */
export function PermissionsScreen() {
  const { t, i18n } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...PERMISSIONS_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminAccessQueries.permissionList(permissionsQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery(adminAccessQueries.roles());
  const every = useQuery(adminAccessQueries.everyPermission());
  const { allowsAny } = useAccess();
  const canCreate = allowsAny(['admin.permissions.create']);
  const [editing, setEditing] = useState<PermissionEditing | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const onEdit = useCallback((permission: Permission) => setEditing({ kind: 'edit', permission }), []);
  const columns = usePermissionColumns({
    canUpdate: allowsAny(['admin.permissions.update']),
    canDelete: allowsAny(['admin.permissions.delete']),
    onEdit,
    onDelete: setDeleting,
  });
  const filters = permissionFilters(groupOptions(i18n, every.data ?? []), roleOptions(roles.data ?? []));

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          canCreate ? (
            <Button onClick={() => setEditing({ kind: 'create' })}>
              <Plus aria-hidden />
              <Trans>New permission</Trans>
            </Button>
          ) : null
        }
      />
      <AdminList
        id="admin-permissions"
        caption={t`Permissions`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={filters}
        result={result}
        defaultSort={DEFAULT_PERMISSIONS_SORT}
        countLabel={(count) => t`${plural(count, { one: '# permission', other: '# permissions' })}`}
        empty={<EmptyState icon={<KeyRound />} title={<Trans>No permissions yet.</Trans>} />}
      />
      <PermissionSheet editing={editing} roles={roles.data ?? []} onClose={() => setEditing(null)} />
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
