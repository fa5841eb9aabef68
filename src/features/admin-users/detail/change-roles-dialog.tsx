import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminUser } from '@/api/queries/admin-users';
import { CheckboxList } from '@/components/ui/checkbox-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { SUPER_ADMIN_ROLE } from '../use-assignable-roles';

type ChangeRolesDialogProps = {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The roles that may be given here (every role but super-admin). */
  roles: readonly string[];
  /** Saves the roles chosen; super-admin is kept or left as it was, by its own operation. */
  onSave: (roles: string[]) => Promise<unknown>;
};

/** A box per role; saving replaces the user's roles (PUT /admin/users/{id} `roles`). */
export function ChangeRolesDialog({ user, open, onOpenChange, roles, onSave }: ChangeRolesDialogProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<readonly string[]>(user.roles);
  const email = user.email;
  return (
    <ConfirmAction
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen(user.roles);
        onOpenChange(next);
      }}
      tone="default"
      title={t`Roles of ${email}`}
      description={<Trans>The user gets exactly what the roles ticked grant, from their next request.</Trans>}
      confirmLabel={<Trans>Save roles</Trans>}
      onConfirm={() => onSave(chosen.filter((role) => role !== SUPER_ADMIN_ROLE))}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">
          <Trans>Roles</Trans>
        </legend>
        <CheckboxList options={roles} chosen={chosen} onChange={setChosen} />
        {user.roles.includes(SUPER_ADMIN_ROLE) ? (
          <p className="text-sm text-muted-foreground">
            <Trans>The super-admin role stays: it is given and taken on its own.</Trans>
          </p>
        ) : null}
      </fieldset>
    </ConfirmAction>
  );
}
