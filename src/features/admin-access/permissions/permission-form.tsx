import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FormFailure } from '@/components/form/form-failure';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { TextareaField } from '@/components/form/textarea-field';
import { FieldRow } from '@/components/form/field-row';
import { ACCESS_LIMITS, permissionSchema, type PermissionValues } from '../access-schemas';
import { RolesField } from './roles-field';

export type PermissionField = keyof PermissionValues;

/** The fields a 422 may name, each shown under its own input. */
export const PERMISSION_FIELDS: readonly PermissionField[] = ['name', 'group', 'description', 'roles'];

interface PermissionFormProps {
  defaultValues: PermissionValues;
  /** Every role's name, for the roles granting it. */
  roles: readonly string[];
  builtInRoles: readonly string[];
  submitLabel: string;
  /** Saves; resolves with what to show when the server refused, or null once saved. */
  onSubmit: (values: PermissionValues) => Promise<FormFailure<PermissionField> | null>;
}

/** A permission's name, admin area, description and the roles granting it; refusals under their fields. */
export function PermissionForm({
  defaultValues,
  roles,
  builtInRoles,
  submitLabel,
  onSubmit,
}: PermissionFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => permissionSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label={t`Permission`} className="grid gap-5">
      <FieldRow>
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={t({ message: 'Name', context: 'record' })}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={ACCESS_LIMITS.permissionName.maxLength}
              hint={t`Lower-case parts joined by dots, such as admin.reports.view`}
            />
          )}
        </form.AppField>
        <form.AppField name="group">
          {(field) => (
            <field.TextField
              label={t`Admin area`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={ACCESS_LIMITS.group.maxLength}
              hint={t`Left blank: the name without its last part (admin.reports).`}
            />
          )}
        </form.AppField>
      </FieldRow>
      <form.AppField name="description">
        {() => (
          <TextareaField label={t`Description`} rows={3} maxLength={ACCESS_LIMITS.description.maxLength} />
        )}
      </form.AppField>
      <form.AppField name="roles">{() => <RolesField roles={roles} builtIn={builtInRoles} />}</form.AppField>
      <div className="flex justify-end">
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
