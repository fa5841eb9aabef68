import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { AccessDescriptionField, AccessNameField } from '../access-fields';
import { ACCESS_LIMITS, roleSchema, type RoleValues } from '../access-schemas';

export type RoleField = keyof RoleValues | 'permissions';

/** The fields a 422 may name: the form's own, and `permissions` (shown above them). */
export const ROLE_FIELDS: readonly RoleField[] = ['name', 'description', 'permissions'];

interface RoleFormProps {
  defaultValues: RoleValues;
  /** Why the name cannot be changed (a built-in role); the field is then read-only. */
  nameLocked?: string;
  submitLabel: string;
  /** More to read above the button (what a duplicate starts with). */
  note?: ReactNode;
  /** Saves; resolves with what to show when the server refused, or null once saved. */
  onSubmit: (values: RoleValues) => Promise<FormFailure<RoleField> | null>;
}

/** A role's name and description; a refusal shows under its field, nothing typed is lost. */
export function RoleForm({ defaultValues, nameLocked, submitLabel, note, onSubmit }: RoleFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: roleSchema, onSubmit });
  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`Role`} className="grid gap-5">
      <form.AppField name="name">
        {() => (
          <AccessNameField
            required
            maxLength={ACCESS_LIMITS.roleName.maxLength}
            readOnly={nameLocked !== undefined}
            hint={nameLocked ?? t`Lower-case letters and digits, words joined by - or _ (support-agent)`}
          />
        )}
      </form.AppField>
      <form.AppField name="description">{() => <AccessDescriptionField />}</form.AppField>
      {note}
      <div className="flex justify-end">
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
