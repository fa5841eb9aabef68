import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { AuthLink } from '@/features/auth/auth-link';
import type { FormFailure } from '@/components/form/form-failure';
import {
  resetPasswordSchema,
  type RESET_PASSWORD_FIELDS,
  type ResetPasswordValues,
} from './reset-password-schema';

export type ResetPasswordFailure = FormFailure<(typeof RESET_PASSWORD_FIELDS)[number]>;

interface ResetPasswordFormProps {
  /** The address the link was mailed to, filled in for the user. */
  defaultEmail?: string;
  /** Sets the password; resolves with what to show when the server refused, or null once set. */
  onSubmit: (values: ResetPasswordValues) => Promise<ResetPasswordFailure | null>;
}

/** The account's email, the new password (with its strength) and its confirmation. */
export function ResetPasswordForm({ defaultEmail = '', onSubmit }: ResetPasswordFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => resetPasswordSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: {
      email: defaultEmail,
      password: '',
      password_confirmation: '',
    } satisfies ResetPasswordValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });

  return (
    <RefusableForm form={form} refusal={refusal.message} className="grid gap-4">
      <form.AppField name="email">
        {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" required />}
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
      <form.SubmitButton className="w-full">{t`Set new password`}</form.SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        {t`Link expired?`} <AuthLink to="/auth/forgot-password">{t`Request a new one`}</AuthLink>
      </p>
      <p className="text-center text-sm">
        <AuthLink to="/auth/login">{t`Back to sign in`}</AuthLink>
      </p>
    </RefusableForm>
  );
}
