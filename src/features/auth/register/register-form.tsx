import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { AuthLink } from '@/features/auth/auth-link';
import type { FormFailure } from '@/components/form/form-failure';
import { registerSchema, type RegisterValues, type REGISTER_FIELDS } from './register-schema';

export type RegisterFailure = FormFailure<(typeof REGISTER_FIELDS)[number]>;

interface RegisterFormProps {
  /** Creates the account; resolves with what to show when the server refused, or null once done. */
  onSubmit: (values: RegisterValues) => Promise<RegisterFailure | null>;
}

const EMPTY: RegisterValues = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * Name, email, password (with its strength) and its confirmation, judged by the rules of spec section 5;
 * the server's refusal shows under its field or above the form, and nothing typed is lost.
 */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => registerSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });

  return (
    <RefusableForm form={form} refusal={refusal.message} className="grid gap-4">
      <form.AppField name="name">
        {(field) => <field.TextField label={t`Name`} autoComplete="name" required />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" required />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField label={t`Password`} autoComplete="new-password" showStrength required />
        )}
      </form.AppField>
      <form.AppField name="password_confirmation">
        {(field) => <field.PasswordField label={t`Confirm password`} autoComplete="new-password" required />}
      </form.AppField>
      <form.SubmitButton className="w-full">{t`Create account`}</form.SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        {t`Already have an account?`} <AuthLink to="/auth/login">{t`Sign in`}</AuthLink>
      </p>
    </RefusableForm>
  );
}
