import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { useMemo } from 'react';
import type { FormFailure } from './form-failure';
import { useAppForm } from './form-kit';
import { useRefusal } from './refusable-form';

interface RefusableFormOptions<Values, Field extends string> {
  defaultValues: Values;
  /** The form's rules with their messages in the reader's language (a feature's zod schema). */
  rules: (i18n: I18n) => StandardSchemaV1<Values, unknown>;
  /** Sends; resolves with what to show when the server refused, or null once accepted. */
  onSubmit: (values: Values) => Promise<FormFailure<Field> | null>;
  /** Every change of a value, such as to keep a draft while the form is closed. */
  onChange?: (values: Values) => void;
}

/**
 * A kit form that the server answers: judged by its rules on every change, sent through `onSubmit`, and
 * a refusal filed under its fields (useRefusal). Render `form` in a RefusableForm given `refusal`.
 */
export function useRefusableForm<Values, Field extends string>({
  defaultValues,
  rules,
  onSubmit,
  onChange,
}: RefusableFormOptions<Values, Field>) {
  const { i18n } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => rules(i18n), [rules, i18n]);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    listeners: { onChange: ({ formApi }) => onChange?.(formApi.state.values) },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });
  return { form, refusal: refusal.message };
}
