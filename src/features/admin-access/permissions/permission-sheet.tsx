import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createPermission, updatePermission, type Permission, type Role } from '@/api/queries/admin-access';
import { formFailure } from '@/components/form/form-failure';
import { FormSheet } from '@/components/form/form-sheet';
import { notify } from '@/lib/notify';
import { refreshAccess } from '../access-cache';
import { permissionBody, type PermissionValues } from '../access-schemas';
import { BUILT_IN_ROLES } from '../built-in-roles';
import { PERMISSION_FIELDS, PermissionForm } from './permission-form';

/** What the sheet is open for: a new permission, or one to change. */
export type PermissionEditing = { kind: 'create' } | { kind: 'edit'; permission: Permission };

interface PermissionSheetProps {
  editing: PermissionEditing | null;
  roles: readonly Role[];
  onClose: () => void;
}

function startingValues(editing: PermissionEditing): PermissionValues {
  if (editing.kind === 'create') return { name: '', group: '', description: '', roles: [] };
  const { permission } = editing;
  return {
    name: permission.name,
    group: permission.group ?? '',
    description: permission.description ?? '',
    roles: permission.roles.filter((role) => !BUILT_IN_ROLES.includes(role)),
  };
}

/** The sheet that creates or changes a permission; the list and the grid show the result once saved. */
export function PermissionSheet({ editing, roles, onClose }: PermissionSheetProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  if (!editing) return null;

  const save = async (values: PermissionValues) => {
    try {
      const body = permissionBody(values);
      const saved =
        editing.kind === 'edit'
          ? await updatePermission(editing.permission.id, body)
          : await createPermission(body);
      const name = saved.name;
      notify.success(editing.kind === 'edit' ? t`Permission ${name} saved` : t`Permission ${name} created`);
      refreshAccess(queryClient);
      onClose();
      return null;
    } catch (error) {
      return formFailure(error, PERMISSION_FIELDS, msg`The permission could not be saved. Try again.`, i18n);
    }
  };

  const subject = editing.kind === 'edit' ? editing.permission.name : '';
  return (
    <FormSheet
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        editing.kind === 'edit' ? <Trans>Edit permission {subject}</Trans> : <Trans>New permission</Trans>
      }
      description={
        editing.kind === 'edit' ? (
          <Trans>A new name applies at once to every role granting it.</Trans>
        ) : (
          <Trans>The roles ticked grant it as soon as it is created.</Trans>
        )
      }
    >
      <PermissionForm
        defaultValues={startingValues(editing)}
        roles={roles.map((role) => role.name)}
        builtInRoles={BUILT_IN_ROLES}
        submitLabel={editing.kind === 'edit' ? t`Save` : t`Create permission`}
        onSubmit={save}
      />
    </FormSheet>
  );
}
