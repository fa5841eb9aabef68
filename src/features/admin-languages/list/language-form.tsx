import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldRow } from '@/components/form/field-row';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { TextField } from '@/components/form/text-field';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { languageFormSchema, type LanguageFormValues } from './language-form-values';

interface LanguageFormProps {
  defaultValues: LanguageFormValues;
  onSubmit: (values: LanguageFormValues) => Promise<FormFailure<string> | null>;
}

/** A new language: its code, its names in English and in itself, its flag, and whether it is offered. */
export function LanguageForm({ defaultValues, onSubmit }: LanguageFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: languageFormSchema, onSubmit });
  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`Language`} className="grid gap-5">
      <FieldRow>
        <form.AppField name="code">
          {() => <TextField label={t`Code`} maxLength={10} autoComplete="off" placeholder="it" />}
        </form.AppField>
        <form.AppField name="flag">
          {() => <TextField label={t`Flag`} maxLength={16} autoComplete="off" placeholder="🇮🇹" />}
        </form.AppField>
      </FieldRow>
      <form.AppField name="name">
        {() => <TextField label={t`Name in English`} maxLength={64} placeholder="Italian" />}
      </form.AppField>
      <form.AppField name="native">
        {() => <TextField label={t`Name in the language itself`} maxLength={64} placeholder="Italiano" />}
      </form.AppField>
      <form.AppField name="is_active">
        {() => <CheckboxField label={t`Offer it in the language menu at once`} />}
      </form.AppField>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Add language`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
