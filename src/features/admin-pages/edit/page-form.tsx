import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { FormFailure } from '@/components/form/form-failure';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RefusableForm } from '@/components/form/refusable-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@/i18n/locales';
import { pageFormSchema, type PageFormValues } from './page-form-values';
import { PagePreview } from './page-preview';

interface PageFormProps {
  defaultValues: PageFormValues;
  submitLabel: string;
  onSubmit: (values: PageFormValues) => Promise<FormFailure<string> | null>;
  /** More buttons beside the submit button (delete). */
  actions?: ReactNode;
}

/**
 * One language's version of a static page: title, address, language, meta description, the Markdown
 * text and whether it is published, with a live preview as visitors will see it.
 */
export function PageForm({ defaultValues, submitLabel, onSubmit, actions }: PageFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: pageFormSchema, onSubmit });
  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <RefusableForm
        form={form}
        refusal={refusal}
        aria-label={t`Page`}
        className="grid min-w-0 content-start gap-5"
      >
        <form.AppField name="title">{() => <TextField label={t`Title`} maxLength={200} />}</form.AppField>
        <form.AppField name="slug">
          {() => (
            <TextField
              label={t`Address`}
              maxLength={100}
              hint={t`Shown at /p/ followed by this: lower-case letters, digits and hyphens.`}
            />
          )}
        </form.AppField>
        <form.AppField name="language">
          {() => (
            <NativeSelectField
              label={t`Language`}
              options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }))}
            />
          )}
        </form.AppField>
        <form.AppField name="meta_description">
          {() => (
            <TextareaField
              label={t`Meta description`}
              maxLength={300}
              rows={2}
              hint={t`What search engines show under the title; also shown under it on the page.`}
            />
          )}
        </form.AppField>
        <form.AppField name="content">
          {() => (
            <TextareaField
              label={t`Text (Markdown)`}
              rows={16}
              className="max-h-[36rem] font-mono text-sm"
              hint={t`# heading, **bold**, [link](https://…), - list item. HTML is not shown.`}
            />
          )}
        </form.AppField>
        <form.AppField name="is_published">
          {() => <CheckboxField label={t`Published: visitors can read it`} />}
        </form.AppField>
        <div className="flex flex-wrap justify-end gap-2">
          {actions}
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </div>
      </RefusableForm>
      <form.Subscribe selector={(state) => state.values}>
        {(values) => <PagePreview values={values} />}
      </form.Subscribe>
    </div>
  );
}
