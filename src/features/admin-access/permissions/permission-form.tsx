import { useLingui } from '@lingui/react/macro';
import { CheckboxListField } from '@/components/form/checkbox-list-field';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { FieldRow } from '@/components/form/field-row';
import { AccessDescriptionField, AccessNameField } from '../access-fields';
import { ACCESS_LIMITS, permissionSchema, type PermissionValues } from '../access-schemas';

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
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: permissionSchema, onSubmit });
  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`Permission`} className="grid gap-5">
      <FieldRow>
        <form.AppField name="name">
          {() => (
            <AccessNameField
              required
              maxLength={ACCESS_LIMITS.permissionName.maxLength}
              hint={t`Lower-case parts joined by dots, such as admin.reports.view`}
            />
          )}
        </form.AppField>
        <form.AppField name="group">
          {() => (
            <AccessNameField
              label={t`Admin area`}
              maxLength={ACCESS_LIMITS.group.maxLength}
              hint={t`Left blank: the name without its last part (admin.reports).`}
            />
          )}
        </form.AppField>
      </FieldRow>
      <form.AppField name="description">{() => <AccessDescriptionField />}</form.AppField>
      <form.AppField name="roles">
        {() => (
          <CheckboxListField
            legend={t`Roles granting it`}
            options={roles}
            locked={builtInRoles}
            hint={t`The built-in roles grant every permission, so their boxes stay ticked.`}
          />
        )}
      </form.AppField>
      <div className="flex justify-end">
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
