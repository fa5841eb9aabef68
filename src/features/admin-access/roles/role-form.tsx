import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { FormFailure } from '@/components/form/form-failure';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { TextareaField } from '@/components/form/textarea-field';
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
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => roleSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label={t`Role`} className="grid gap-5">
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label={t({ message: 'Name', context: 'record' })}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={ACCESS_LIMITS.roleName.maxLength}
            readOnly={nameLocked !== undefined}
            hint={nameLocked ?? t`Lower-case letters and digits, words joined by - or _ (support-agent)`}
          />
        )}
      </form.AppField>
      <form.AppField name="description">
        {() => (
          <TextareaField label={t`Description`} rows={3} maxLength={ACCESS_LIMITS.description.maxLength} />
        )}
      </form.AppField>
      {note}
      <div className="flex justify-end">
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
