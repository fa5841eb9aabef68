import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { buttonVariants } from '@/components/ui/button';
import { DemoAccounts, type DemoAccount } from './demo-accounts';
import type { LoginFailure } from './login-failure';
import { loginRules, type LoginValues } from './login-rules';
import { MagicLinkIcon } from './sign-in-icons';

interface LoginFormProps {
  /** Signs in; resolves with what to show when the server refused, or null once signed in. */
  onSubmit: (values: LoginValues) => Promise<LoginFailure | null>;
  /** The seeded accounts of a demo install, offered above the fields. */
  demoAccounts?: readonly DemoAccount[];
  /** Other ways in (the social providers), offered after the magic link. */
  alternatives?: ReactNode;
}

const EMPTY: LoginValues = { email: '', password: '', remember: false };

/**
 * Email, password and remember me (spec section 5); the server's refusal shows without losing input.
 * Below the form, the other ways in: a magic link to the email typed so far, then `alternatives`.
 */
export function LoginForm({ onSubmit, demoAccounts = [], alternatives }: LoginFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const rules = useMemo(() => loginRules(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: EMPTY,
    // One set of rules, always current: run on every change (and on leaving a field) and before sending.
    validators: { onChange: rules },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });

  const email = useSelector(form.store, (state) => state.values.email.trim());

  return (
    <div className="grid gap-4">
      {demoAccounts.length > 0 ? (
        <DemoAccounts
          accounts={demoAccounts}
          onPick={(account) => {
            form.setFieldValue('email', account.email);
            form.setFieldValue('password', account.password);
          }}
        />
      ) : null}
      <RefusableForm form={form} refusal={refusal.message} className="grid gap-4">
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" required />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.TextField label={t`Password`} type="password" autoComplete="current-password" required />
          )}
        </form.AppField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <form.AppField name="remember">
            {(field) => <field.CheckboxField label={t`Remember me`} />}
          </form.AppField>
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t`Forgot your password?`}
          </Link>
        </div>
        <form.SubmitButton className="w-full">{t`Sign in`}</form.SubmitButton>
      </RefusableForm>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t({ message: 'or', context: 'between the ways to sign in' })}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        <Link
          to="/auth/magic-link"
          // The address typed so far goes along, so it need not be typed twice.
          search={email ? { email } : {}}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          <MagicLinkIcon />
          {t`Sign in with a magic link`}
        </Link>
        {alternatives}
      </div>
    </div>
  );
}
