import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { Button } from '@/components/ui/button';
import type { FormFailure } from '@/components/form/form-failure';
import { confirmPasswordSchema } from './two-factor-schemas';

interface TwoFactorPasswordFormProps {
  /** The submit button's words ("Turn off", say). */
  submitLabel: ReactNode;
  /** Destructive for a change that lowers the account's protection. */
  destructive?: boolean;
  /** Makes the change with the password; resolves with what to show when refused, or null. */
  onSubmit: (password: string) => Promise<FormFailure<string> | null>;
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
  const refusal = useRefusal();
  const schema = useMemo(() => confirmPasswordSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value.password));
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} className="grid gap-4">
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField label={t`Password`} autoComplete="current-password" autoFocus required />
        )}
      </form.AppField>
      <div className="flex flex-wrap gap-2">
        <form.SubmitButton variant={destructive ? 'destructive' : 'default'}>{submitLabel}</form.SubmitButton>
        {/* Pressing Cancel keeps the focus where it is: leaving an empty field would show its error
              and move this button before the click lands. */}
        <Button variant="outline" onMouseDown={(event) => event.preventDefault()} onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </RefusableForm>
  );
}
