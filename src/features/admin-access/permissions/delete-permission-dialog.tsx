import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { deletePermission, type Permission } from '@/api/queries/admin-access';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';
import { refreshAccess } from '../access-cache';

interface DeletePermissionDialogProps {
  permission: Permission | null;
  onClose: () => void;
}

/** Deleting a permission, its name typed in full, after saying which roles stop granting it. */
export function DeletePermissionDialog({ permission, onClose }: DeletePermissionDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = permission?.name ?? '';
  const roles = permission?.roles.join(', ') ?? '';
  return (
    <ConfirmAction
      open={permission !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Delete permission ${name}?`}
      description={
        <Plural
          value={permission?.roles.length ?? 0}
          _0="No role grants it beyond the built-in ones. A screen or an operation that asks for it opens to the built-in roles alone."
          one={`It is taken from the role ${roles}. A screen or an operation that asks for it opens to the built-in roles alone.`}
          other={`It is taken from # roles: ${roles}. A screen or an operation that asks for it opens to the built-in roles alone.`}
        />
      }
      confirmLabel={<Trans>Delete permission</Trans>}
      typedName={name}
      failure={msg`The permission could not be deleted. Try again.`}
      onConfirm={async () => {
        if (!permission) return;
        await deletePermission(permission.id);
        notify.success(t`Permission ${name} deleted`);
        refreshAccess(queryClient);
      }}
    />
  );
}
