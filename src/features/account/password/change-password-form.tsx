import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import {
  changePasswordSchema,
  type CHANGE_PASSWORD_FIELDS,
  type ChangePasswordValues,
} from './change-password-schema';
import type { FormFailure } from '@/components/form/form-failure';

const EMPTY: ChangePasswordValues = { current_password: '', password: '', password_confirmation: '' };

interface ChangePasswordFormProps {
  /** Changes the password; resolves with what to show when the server refused, or null once changed. */
  onSubmit: (
    values: ChangePasswordValues,
  ) => Promise<FormFailure<(typeof CHANGE_PASSWORD_FIELDS)[number]> | null>;
}

/**
 * The current password, a new one with its strength, and the confirmation. Once changed the form empties,
 * so no password stays on screen; a refusal keeps what was typed.
 */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => changePasswordSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      if (await refusal.submit(formApi, () => onSubmit(value))) formApi.reset();
    },
  });

  return (
    <RefusableForm
      form={form}
      refusal={refusal.message}
      aria-label={t`Change password`}
      className="grid gap-5"
    >
      <form.AppField name="current_password">
        {(field) => (
          <field.PasswordField label={t`Current password`} autoComplete="current-password" required />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField label={t`New password`} autoComplete="new-password" showStrength required />
        )}
      </form.AppField>
      <form.AppField name="password_confirmation">
        {(field) => (
          <field.PasswordField label={t`Confirm new password`} autoComplete="new-password" required />
        )}
      </form.AppField>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Change password`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
