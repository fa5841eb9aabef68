import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { adminAccessKeys, deleteRole, type Role } from '@/api/queries/admin-access';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';
import { refreshAccess } from '../access-cache';

interface DeleteRoleDialogProps {
  role: Role | null;
  onClose: () => void;
}

/**
 * Deleting a role: its name typed in full and a reason (kept in the activity log), after saying who
 * loses what it grants.
 */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = role?.name ?? '';
  return (
    <ConfirmAction
      open={role !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Delete role ${name}?`}
      description={
        <Plural
          value={role?.users_count ?? 0}
          _0="Nobody holds this role. Its permissions stay, for the other roles granting them."
          one="# user holds this role and loses what it grants, unless another of their roles grants it too."
          other="# users hold this role and lose what it grants, unless another of their roles grants it too."
        />
      }
      confirmLabel={<Trans>Delete role</Trans>}
      reason
      typedName={name}
      failure={msg`The role could not be deleted. Try again.`}
      onConfirm={async ({ reason }) => {
        if (!role) return;
        await deleteRole(role.id, reason);
        notify.success(t`Role ${name} deleted`);
        queryClient.setQueryData<Role[]>(adminAccessKeys.roles(), (roles) =>
          roles?.filter(({ id }) => id !== role.id),
        );
        refreshAccess(queryClient);
      }}
    />
  );
}
