import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { templateFormSchema, variablesOf, type TemplateFormValues } from './template-form-values';
import { TemplateVariables } from './template-variables';

interface TemplateFormProps {
  defaultValues: TemplateFormValues;
  /** A shipped key's variables are what the server fills in: fixed. A key staff added sets its own. */
  variablesEditable: boolean;
  submitLabel: string;
  onSubmit: (values: TemplateFormValues) => Promise<FormFailure<string> | null>;
  /** Buttons beside the submit button (reset to built-in, delete). */
  actions?: ReactNode;
  /** What goes beside the form, drawn from the values it holds (preview, test send, diff). */
  aside: (values: TemplateFormValues) => ReactNode;
}

/** A template in one language: name, subject, HTML and text bodies, variables and whether it is used. */
export function TemplateForm({
  defaultValues,
  variablesEditable,
  submitLabel,
  onSubmit,
  actions,
  aside,
}: TemplateFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: templateFormSchema, onSubmit });
  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <RefusableForm
        form={form}
        refusal={refusal}
        aria-label={t`Mail template`}
        className="grid min-w-0 content-start gap-5"
      >
        <form.AppField name="name">
          {() => <TextField label={t({ message: 'Name', context: 'record' })} maxLength={150} />}
        </form.AppField>
        <form.AppField name="subject">{() => <TextField label={t`Subject`} maxLength={255} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.variables}>
          {(variables) => <TemplateVariables variables={variablesOf({ variables })} />}
        </form.Subscribe>
        {variablesEditable ? (
          <form.AppField name="variables">
            {() => <TextField label={t`Variables, separated by commas`} />}
          </form.AppField>
        ) : null}
        <form.AppField name="body_html">
          {() => <TextareaField label={t`HTML body`} rows={14} className="max-h-[32rem] font-mono text-xs" />}
        </form.AppField>
        <form.AppField name="body_text">
          {() => (
            <TextareaField
              label={t`Text body`}
              rows={8}
              className="max-h-[24rem] font-mono text-xs"
              hint={t`Left empty, it is made from the HTML body when the mail is sent.`}
            />
          )}
        </form.AppField>
        <form.AppField name="is_active">
          {() => <CheckboxField label={t`In use: mails in this language say this`} />}
        </form.AppField>
        <div className="flex flex-wrap justify-end gap-2">
          {actions}
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </div>
      </RefusableForm>
      <form.Subscribe selector={(state) => state.values}>{(values) => aside(values)}</form.Subscribe>
    </div>
  );
}
