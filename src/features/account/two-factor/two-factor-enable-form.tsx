import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { Button } from '@/components/ui/button';
import { isTotpCode, normaliseTotpCode } from '@/lib/totp-code';
import type { FormFailure } from '@/components/form/form-failure';
import { enableCodeSchema } from './two-factor-schemas';

interface TwoFactorEnableFormProps {
  /** Turns two-factor on with the code; resolves with what to show when refused, or null. */
  onSubmit: (code: string) => Promise<FormFailure<string> | null>;
  onCancel: () => void;
}

/** The first code from the app, which proves it holds the secret; six digits send themselves. */
export function TwoFactorEnableForm({ onSubmit, onCancel }: TwoFactorEnableFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => enableCodeSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: { code: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(normaliseTotpCode(value.code)));
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} className="grid gap-4">
      <form.AppField
        name="code"
        listeners={{
          // Listeners run before the change is validated: the submit waits for that to finish.
          onChange: ({ value }) => {
            if (!isTotpCode(value)) return;
            queueMicrotask(() => {
              if (!form.state.isSubmitting) void form.handleSubmit();
            });
          },
        }}
      >
        {(field) => (
          <field.TextField
            label={t`Code from the app`}
            hint={t`Enter the 6-digit code your authenticator app shows for Tracklane.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            className="max-w-48 font-mono tracking-widest"
            required
          />
        )}
      </form.AppField>
      <div className="flex flex-wrap gap-2">
        <form.SubmitButton>{t`Turn on`}</form.SubmitButton>
        {/* Pressing Cancel keeps the focus where it is: leaving an empty field would show its error
              and move this button before the click lands. */}
        <Button variant="outline" onMouseDown={(event) => event.preventDefault()} onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </RefusableForm>
  );
}
