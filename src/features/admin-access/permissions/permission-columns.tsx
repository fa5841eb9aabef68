import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { Permission } from '@/api/queries/admin-access';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Badge } from '@/components/ui/badge';
import { RowActionsTrigger } from '@/components/admin-list/row-actions-trigger';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useDateFormat } from '@/i18n/use-date-format';
import { PermissionName } from '../permission-name';
import { actionName, areaName, groupOf } from '../permission-words';

interface PermissionActions {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (permission: Permission) => void;
  onDelete: (permission: Permission) => void;
}

function RowActions({
  permission,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: PermissionActions & { permission: Permission }) {
  return (
    <DropdownMenu>
      <RowActionsTrigger name={permission.name} />
      <DropdownMenuContent align="end">
        {canUpdate ? (
          <DropdownMenuItem onSelect={() => onEdit(permission)}>
            <Pencil aria-hidden />
            <Trans>Edit</Trans>
          </DropdownMenuItem>
        ) : null}
        {canDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(permission)}>
            <Trash2 aria-hidden />
            <Trans>Delete</Trans>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The permissions list's columns: the permission (what it allows, its name, its description), its admin
 * area, the roles granting it, when it was made (hidden at first) and what can be done to it.
 */
export function usePermissionColumns(actions: PermissionActions): AdminColumn<Permission>[] {
  const { i18n } = useLingui();
  const format = useDateFormat();
  const { canUpdate, canDelete, onEdit, onDelete } = actions;
  return useMemo(() => {
    const columns: AdminColumn<Permission>[] = [
      {
        key: 'name',
        label: i18n._(msg`Permission`),
        sortable: true,
        cell: (permission) => (
          <span className="grid gap-0.5">
            <span className="font-medium">{actionName(i18n, permission.name)}</span>
            <PermissionName name={permission.name} className="text-muted-foreground" />
            {permission.description ? (
              <span className="text-xs text-muted-foreground">{permission.description}</span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'group',
        label: i18n._(msg`Admin area`),
        sortable: true,
        cell: (permission) => areaName(i18n, groupOf(permission)),
      },
      {
        key: 'roles',
        label: i18n._(msg`Granted by`),
        cell: (permission) =>
          permission.roles.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {permission.roles.map((role) => (
                <Badge key={role} variant="secondary">
                  {role}
                </Badge>
              ))}
            </span>
          ) : (
            <span className="text-muted-foreground">
              <Trans>Only the built-in roles</Trans>
            </span>
          ),
      },
      {
        key: 'created_at',
        label: i18n._(msg`Created`),
        sortable: true,
        hiddenByDefault: true,
        cell: (permission) => format.moment(permission.created_at),
      },
    ];
    if (canUpdate || canDelete) {
      columns.push({
        key: 'actions',
        label: i18n._(msg`Actions`),
        hideable: false,
        foldLabel: false,
        align: 'end',
        cell: (permission) => (
          <RowActions
            permission={permission}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ),
      });
    }
    return columns;
  }, [i18n, format, canUpdate, canDelete, onEdit, onDelete]);
}
