import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { useRevealRefusal } from '@/components/form/use-reveal-refusal';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isTotpCode, normaliseTotpCode } from '@/lib/totp-code';
import type { TwoFactorFailure } from './two-factor-failure';
import { twoFactorSchema, type TwoFactorMethod } from './two-factor-schema';

interface TwoFactorFormProps {
  /** Sends the code; resolves with what to show when the server refused it, or null once signed in. */
  onSubmit: (code: string) => Promise<TwoFactorFailure | null>;
  /** Which kind of code the form asks for first. */
  initialMethod?: TwoFactorMethod;
}

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The second sign-in step: the authenticator app's code, or a recovery code instead. Six digits from
 * the app send themselves; a refusal shows under the field or, when the attempt is over, above it with
 * the way back to signing in.
 */
export function TwoFactorForm({ onSubmit, initialMethod = 'app' }: TwoFactorFormProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState(initialMethod);
  const [failure, setFailure] = useState<Pick<TwoFactorFailure, 'message' | 'expired'> | null>(null);
  const other: TwoFactorMethod = method === 'app' ? 'recovery' : 'app';
  return (
    <div className="grid gap-4">
      {failure?.message ? (
        <Alert variant="destructive" autoClose={false} description={failure.message}>
          {failure.expired ? (
            <Link to="/auth/login" className={LINK_CLASS}>
              {t`Sign in again`}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {/* A fresh form per method, so a half-typed code of one kind is never sent as the other. */}
      <CodeForm
        key={method}
        method={method}
        disabled={failure?.expired ?? false}
        onSubmit={async (code) => {
          setFailure(null);
          const answer = await onSubmit(code);
          if (answer) setFailure(answer);
          return answer?.code ?? null;
        }}
      />
      {/* A press here keeps the focus in the code field: leaving it empty would show its error, moving
          these controls down between the press and the release, and the click would miss. */}
      <div
        className="flex flex-wrap items-center justify-between gap-2 text-sm"
        onMouseDown={(event) => event.preventDefault()}
      >
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setMethod(other);
            if (!failure?.expired) setFailure(null);
          }}
        >
          {other === 'recovery' ? t`Use a recovery code` : t`Use your authenticator app`}
        </Button>
        <Link to="/auth/login" className={LINK_CLASS}>
          {t`Back to sign in`}
        </Link>
      </div>
    </div>
  );
}

interface CodeFormProps {
  method: TwoFactorMethod;
  disabled: boolean;
  /** Resolves with the server's verdict on the code, or null. */
  onSubmit: (code: string) => Promise<string | null>;
}

function CodeForm({ method, disabled, onSubmit }: CodeFormProps) {
  const { i18n, t } = useLingui();
  const schema = useMemo(() => twoFactorSchema(i18n, method), [i18n, method]);
  const form = useAppForm({
    defaultValues: { code: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      const code = method === 'app' ? normaliseTotpCode(value.code) : value.code.trim();
      const refusal = await onSubmit(code);
      if (!refusal) return;
      // Filed as the form's own verdict, so the next attempt clears it before validating again.
      formApi.setFieldMeta('code', (meta) => ({
        ...meta,
        errorMap: { ...meta.errorMap, onServer: refusal },
        errorSourceMap: { ...meta.errorSourceMap, onServer: 'form' },
      }));
    },
  });
  const { formRef, afterSubmit } = useRevealRefusal();
  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void afterSubmit(form.handleSubmit());
      }}
    >
      <form.AppForm>
        <form.AppField
          name="code"
          listeners={{
            // The sixth digit sends the code: there is nothing else to fill in. Listeners run before the
            // change is validated, so the submit waits for that, or the last keystroke's error would stop it.
            onChange: ({ value }) => {
              if (method !== 'app' || !isTotpCode(value)) return;
              queueMicrotask(() => {
                if (!form.state.isSubmitting) void form.handleSubmit();
              });
            },
          }}
        >
          {(field) =>
            method === 'app' ? (
              <field.TextField
                label={t`Authentication code`}
                hint={t`Enter the 6-digit code your authenticator app shows.`}
                inputMode="numeric"
                autoComplete="one-time-code"
                spellCheck={false}
                autoFocus
                required
                disabled={disabled}
              />
            ) : (
              <field.TextField
                label={t`Recovery code`}
                hint={t`Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.`}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                required
                disabled={disabled}
              />
            )
          }
        </form.AppField>
        <form.SubmitButton className="w-full" disabled={disabled}>
          {t`Verify`}
        </form.SubmitButton>
      </form.AppForm>
    </form>
  );
}
