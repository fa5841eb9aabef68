import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { CircleCheck, CircleX } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { TextareaField } from '@/components/form/textarea-field';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { checkIcu } from './icu-check';
import { icuProblem, messageFormRules, type MessageFormValues } from './message-form-rules';
import { pluralArguments } from './plural-arguments';
import { PluralFields } from './plural-fields';
import { SampleRenders } from './sample-renders';

interface MessageFormProps {
  /** The language the message is translated into. */
  locale: string;
  /** The English source's placeholders and tags, which the translation must name too. */
  english: readonly string[];
  defaultValues: MessageFormValues;
  onSubmit: (values: MessageFormValues) => Promise<FormFailure<string> | null>;
  /** More buttons beside Save (restoring the built-in text). */
  actions?: ReactNode;
}

/**
 * A translation's editor: its ICU text, checked as typed with Lingui's own compiler (the error said at
 * once), each plural argument's forms as fields of their own, and the message rendered for sample counts.
 * Saving waits until the text is valid, has every plural form the language needs and names English's
 * placeholders, as the server requires.
 */
export function MessageForm({ locale, english, defaultValues, onSubmit, actions }: MessageFormProps) {
  const { t, i18n } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: messageFormRules, onSubmit });
  const text = useSelector(form.store, (state) => state.values.text);
  const check = useMemo(() => checkIcu(text, locale), [text, locale]);
  const plurals = useMemo(() => pluralArguments(text), [text]);
  const problem = text.trim() === '' ? null : icuProblem(check, english, i18n);

  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`Translation`} className="grid gap-5">
      <form.AppField name="text">
        {() => <TextareaField label={t`Translation`} lang={locale} rows={4} maxLength={10_000} spellCheck />}
      </form.AppField>
      <p aria-live="polite" className="-mt-3 flex items-start gap-1.5 text-sm" data-slot="icu-check">
        {problem ? (
          <>
            <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span className="text-destructive">{problem}</span>
          </>
        ) : check.valid ? (
          <>
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <span className="text-muted-foreground">
              <Trans>Valid ICU message.</Trans>
            </span>
          </>
        ) : null}
      </p>
      {plurals.length > 0 ? (
        <PluralFields
          text={text}
          locale={locale}
          plurals={plurals}
          onChange={(next) => form.setFieldValue('text', next)}
        />
      ) : null}
      {check.valid ? (
        <SampleRenders compiled={check.compiled} locale={locale} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>The samples come back once the message is valid.</Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <form.SubmitButton disabled={problem !== null || text.trim() === ''}>
          <Trans>Save translation</Trans>
        </form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
