import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createRole, updateRole, type Role } from '@/api/queries/admin-access';
import { formFailure } from '@/components/form/form-failure';
import { FormSheet } from '@/components/form/form-sheet';
import { notify } from '@/lib/notify';
import { showSavedRole } from '../access-cache';
import { roleBody, type RoleValues } from '../access-schemas';
import { RoleForm, ROLE_FIELDS } from './role-form';
import { isBuiltIn } from '../built-in-roles';

/**
 * What the sheet is open for: a new role, a copy of one with the permissions it grants (all of them for
 * a built-in role), or a role's name and description.
 */
export type RoleEditing =
  | { kind: 'create' }
  | { kind: 'duplicate'; from: Role; permissions: readonly string[] }
  | { kind: 'edit'; role: Role };

interface RoleSheetProps {
  editing: RoleEditing | null;
  onClose: () => void;
}

function startingValues(editing: RoleEditing): RoleValues {
  if (editing.kind === 'edit') {
    return { name: editing.role.name, description: editing.role.description ?? '' };
  }
  if (editing.kind === 'duplicate') {
    return { name: `${editing.from.name}-copy`, description: editing.from.description ?? '' };
  }
  return { name: '', description: '' };
}

/** The sheet that creates, duplicates or renames a role; the grid shows the result once saved. */
export function RoleSheet({ editing, onClose }: RoleSheetProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  if (!editing) return null;

  const save = async (values: RoleValues) => {
    try {
      const body = roleBody(values);
      if (editing.kind === 'edit') {
        // A built-in role keeps its name: only its description is sent.
        const saved = await updateRole(
          editing.role.id,
          isBuiltIn(editing.role) ? { description: body.description } : body,
        );
        const name = saved.name;
        showSavedRole(queryClient, saved);
        notify.success(t`Role ${name} saved`);
      } else {
        const permissions = editing.kind === 'duplicate' ? [...editing.permissions] : [];
        const saved = await createRole({ ...body, permissions });
        const name = saved.name;
        showSavedRole(queryClient, saved);
        notify.success(t`Role ${name} created`);
      }
      onClose();
      return null;
    } catch (error) {
      return formFailure(error, ROLE_FIELDS, msg`The role could not be saved. Try again.`, i18n);
    }
  };

  const builtInName = editing.kind === 'edit' && isBuiltIn(editing.role) ? editing.role.name : undefined;
  const subject =
    editing.kind === 'edit' ? editing.role.name : editing.kind === 'duplicate' ? editing.from.name : '';
  return (
    <FormSheet
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        editing.kind === 'edit' ? (
          <Trans>Edit role {subject}</Trans>
        ) : editing.kind === 'duplicate' ? (
          <Trans>Duplicate role {subject}</Trans>
        ) : (
          <Trans>New role</Trans>
        )
      }
      description={
        editing.kind === 'create' ? (
          <Trans>It grants nothing at first: tick its permissions in the grid, then save.</Trans>
        ) : editing.kind === 'duplicate' ? (
          <Plural
            value={editing.permissions.length}
            one="The new role starts with the # permission this one grants."
            other="The new role starts with the # permissions this one grants."
          />
        ) : (
          <Trans>A new name applies to everyone holding the role.</Trans>
        )
      }
    >
      <RoleForm
        defaultValues={startingValues(editing)}
        nameLocked={
          builtInName
            ? t`The platform relies on the ${builtInName} role by name: it cannot be renamed.`
            : undefined
        }
        submitLabel={editing.kind === 'edit' ? t`Save` : t`Create role`}
        onSubmit={save}
      />
    </FormSheet>
  );
}
