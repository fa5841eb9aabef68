import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldRow } from '@/components/form/field-row';
import type { FormFailure } from '@/components/form/form-failure';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RefusableForm } from '@/components/form/refusable-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { FEATURE_TYPE_NAMES } from './feature-type';
import { FEATURE_LOCALES, featureFormSchema, type FeatureFormValues } from './feature-form-values';

interface FeatureFormProps {
  defaultValues: FeatureFormValues;
  /** Editing: the slug stays; with plans offering it, the kind stays too. */
  editing: boolean;
  kindLocked: boolean;
  submitLabel: string;
  onSubmit: (values: FeatureFormValues) => Promise<FormFailure<string> | null>;
}

/** A feature's slug, name, description, kind, display order and state, and its texts in four more languages. */
export function FeatureForm({ defaultValues, editing, kindLocked, submitLabel, onSubmit }: FeatureFormProps) {
  const { t, i18n } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: featureFormSchema, onSubmit });
  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`Feature`} className="grid gap-5">
      <form.AppField name="name">
        {() => <TextField label={t`Name in English`} maxLength={100} />}
      </form.AppField>
      <form.AppField name="slug">
        {() => <TextField label={t`Slug`} maxLength={64} disabled={editing} />}
      </form.AppField>
      <form.AppField name="description">
        {() => <TextareaField label={t`Description in English`} maxLength={500} rows={2} />}
      </form.AppField>
      <FieldRow>
        <form.AppField name="type">
          {() => (
            <NativeSelectField
              label={t`Kind`}
              disabled={kindLocked}
              hint={kindLocked ? t`Plans offer it, so its kind stays.` : undefined}
              options={(['boolean', 'limit', 'text'] as const).map((value) => ({
                value,
                label: i18n._(FEATURE_TYPE_NAMES[value]),
              }))}
            />
          )}
        </form.AppField>
        <form.AppField name="sort_order">
          {() => <TextField label={t`Display order`} inputMode="numeric" />}
        </form.AppField>
      </FieldRow>
      <form.AppField name="is_active">
        {() => <CheckboxField label={t`Shown on plan pages and in the comparison`} />}
      </form.AppField>
      {FEATURE_LOCALES.map((locale) => (
        <fieldset key={locale} lang={locale} className="grid gap-3 rounded-lg border p-3">
          <legend className="px-1 text-sm font-medium">{LOCALE_NATIVE_NAMES[locale]}</legend>
          <form.AppField name={`texts.${locale}.name`}>
            {() => (
              <TextField label={t({ message: 'Name', context: 'of a plan or feature' })} maxLength={100} />
            )}
          </form.AppField>
          <form.AppField name={`texts.${locale}.description`}>
            {() => <TextareaField label={t`Description`} maxLength={500} rows={2} />}
          </form.AppField>
        </fieldset>
      ))}
      <div className="flex justify-end">
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
