import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { AuthLink } from '@/features/auth/auth-link';
import type { FormFailure } from '@/components/form/form-failure';
import {
  forgotPasswordSchema,
  type FORGOT_PASSWORD_FIELDS,
  type ForgotPasswordValues,
} from './forgot-password-schema';

export type ForgotPasswordFailure = FormFailure<(typeof FORGOT_PASSWORD_FIELDS)[number]>;

interface ForgotPasswordFormProps {
  /** What the form starts with: the address of an earlier attempt, when the user goes back to it. */
  defaultEmail?: string;
  /** Asks for the link; resolves with what to show when the server refused, or null once sent. */
  onSubmit: (values: ForgotPasswordValues) => Promise<ForgotPasswordFailure | null>;
}

/** The address to send a password-reset link to. */
export function ForgotPasswordForm({ defaultEmail = '', onSubmit }: ForgotPasswordFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => forgotPasswordSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: { email: defaultEmail } satisfies ForgotPasswordValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });

  return (
    <RefusableForm form={form} refusal={refusal.message} className="grid gap-4">
      <form.AppField name="email">
        {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" required />}
      </form.AppField>
      <form.SubmitButton className="w-full">{t`Send reset link`}</form.SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        {t`Remembered it?`} <AuthLink to="/auth/login">{t`Back to sign in`}</AuthLink>
      </p>
    </RefusableForm>
  );
}
