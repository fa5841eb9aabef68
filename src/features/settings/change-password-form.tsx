import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { Alert } from '@/components/ui/alert';
import {
  changePasswordSchema,
  type CHANGE_PASSWORD_FIELDS,
  type ChangePasswordValues,
} from './change-password-schema';
import { showFieldErrors, type FormFailure } from '@/components/form/form-failure';

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
  const [message, setMessage] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      setMessage(null);
      const failure = await onSubmit(value);
      if (!failure) {
        formApi.reset();
        return;
      }
      setMessage(failure.message);
      showFieldErrors(formApi, failure.fields);
    },
  });

  return (
    <form
      noValidate
      aria-label={t`Change password`}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        {message ? <Alert variant="destructive" autoClose={false} description={message} /> : null}
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
      </form.AppForm>
    </form>
  );
}
