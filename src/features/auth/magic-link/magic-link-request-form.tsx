import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import type { FormFailure } from '@/components/form/form-failure';
import { magicLinkSchema, type MagicLinkValues } from './magic-link-schema';

interface MagicLinkRequestFormProps {
  /** The address to start from: the one typed on the login screen, or the one the link went to. */
  defaultEmail?: string;
  /** Asks for the link; resolves with what to show when the server refused, or null once sent. */
  onSubmit: (values: MagicLinkValues) => Promise<FormFailure<'email'> | null>;
}

/** The email to send a one-time sign-in link to; the server's refusal shows without losing the input. */
export function MagicLinkRequestForm({ defaultEmail = '', onSubmit }: MagicLinkRequestFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => magicLinkSchema(i18n), [i18n]);
  const form = useAppForm({
    defaultValues: { email: defaultEmail } satisfies MagicLinkValues,
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
      <form.SubmitButton className="w-full">{t`Email me a sign-in link`}</form.SubmitButton>
    </RefusableForm>
  );
}
