import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useRevealRefusal } from '@/components/form/use-reveal-refusal';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { DemoAccounts, type DemoAccount } from './demo-accounts';
import type { LoginFailure } from './login-failure';
import type { LoginValues } from './login-rules';
import { MagicLinkIcon } from '@/features/auth/sign-in-icons';
import { useLoginForm } from './use-login-form';

interface LoginFormProps {
  /** Signs in; resolves with what to show when the server refused, or null once signed in. */
  onSubmit: (values: LoginValues) => Promise<LoginFailure | null>;
  /** The seeded accounts of a demo install, offered above the fields. */
  demoAccounts?: readonly DemoAccount[];
  /** Other ways in (the social providers), offered after the magic link. */
  alternatives?: ReactNode;
}

/**
 * Email, password and remember me (spec section 5); the server's refusal shows without losing input.
 * Below the form, the other ways in: a magic link to the email typed so far, then `alternatives`.
 */
export function LoginForm({ onSubmit, demoAccounts = [], alternatives }: LoginFormProps) {
  const { t } = useLingui();
  const form = useLoginForm(onSubmit);
  const { formRef, afterSubmit } = useRevealRefusal();
  const id = useId();
  const email = form.values.email.trim();

  return (
    <div className="grid gap-4">
      {demoAccounts.length > 0 ? (
        <DemoAccounts
          accounts={demoAccounts}
          onPick={(account) => {
            form.change({ email: account.email, password: account.password });
          }}
        />
      ) : null}
      <form
        ref={formRef}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void afterSubmit(form.submit());
        }}
      >
        {form.refusalMessage ? (
          <Alert
            data-form-refusal
            variant="destructive"
            autoClose={false}
            description={form.refusalMessage}
          />
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>{t`Email`}</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={form.values.email}
            onChange={(event) => {
              form.change({ email: event.currentTarget.value });
            }}
            onBlur={() => {
              form.leave('email');
            }}
            error={form.errorOf('email')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>{t`Password`}</Label>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={(event) => {
              form.change({ password: event.currentTarget.value });
            }}
            onBlur={() => {
              form.leave('password');
            }}
            error={form.errorOf('password')}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <NativeCheckbox
              id={`${id}-remember`}
              name="remember"
              checked={form.values.remember}
              onChange={(event) => {
                form.change({ remember: event.currentTarget.checked });
              }}
            />
            <Label htmlFor={`${id}-remember`} className="font-normal">
              {t`Remember me`}
            </Label>
          </div>
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t`Forgot your password?`}
          </Link>
        </div>
        <Button type="submit" loading={form.submitting} className="w-full">
          {t`Sign in`}
        </Button>
      </form>
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
