import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { showRefusal, type ActionFailure } from './two-factor-action-failure';
import { confirmPasswordSchema } from './two-factor-schemas';

interface TwoFactorPasswordFormProps {
  /** The submit button's words ("Turn off", say). */
  submitLabel: ReactNode;
  /** Destructive for a change that lowers the account's protection. */
  destructive?: boolean;
  /** Makes the change with the password; resolves with what to show when refused, or null. */
  onSubmit: (password: string) => Promise<ActionFailure | null>;
  onCancel: () => void;
}

/** The account password again, which a sensitive two-factor change asks for (spec section 5). */
export function TwoFactorPasswordForm({
  submitLabel,
  destructive = false,
  onSubmit,
  onCancel,
}: TwoFactorPasswordFormProps) {
  const { i18n, t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const schema = useMemo(() => confirmPasswordSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      setMessage(null);
      const failure = await onSubmit(value.password);
      if (!failure) return;
      setMessage(failure.message);
      if (failure.field) showRefusal(formApi, 'password', failure.field);
    },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        {message ? <Alert variant="destructive" autoClose={false} description={message} /> : null}
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label={t`Password`} autoComplete="current-password" autoFocus required />
          )}
        </form.AppField>
        <div className="flex flex-wrap gap-2">
          <form.SubmitButton variant={destructive ? 'destructive' : 'default'}>
            {submitLabel}
          </form.SubmitButton>
          {/* Pressing Cancel keeps the focus where it is: leaving an empty field would show its error
              and move this button before the click lands. */}
          <Button variant="outline" onMouseDown={(event) => event.preventDefault()} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form.AppForm>
    </form>
  );
}
