import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { z } from 'zod/mini';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm } from '@/components/form/refusable-form';

interface FieldFormOptions {
  /** The one field's name and starting value. */
  name: string;
  value: string;
  /** The form's rules, checked as the app's forms check them (on change, and on leaving a field). */
  rules: z.ZodMiniType<Record<string, string>, Record<string, string>>;
  /** The kit field under test, as rendered inside `form.AppField`. */
  field: ReactNode;
}

/**
 * Tests only: a kit form with `field` as its one field and a Save button, inside the app's i18n.
 * `onSubmit` receives the field's value when the form is sent.
 */
export function renderFieldForm({ name, value, rules, field }: FieldFormOptions) {
  const onSubmit = vi.fn<(value: string) => void>();
  function FieldForm() {
    const form = useAppForm({
      defaultValues: { [name]: value },
      validators: { onChange: rules },
      onSubmit: ({ value: values }) => onSubmit(values[name] ?? ''),
    });
    return (
      <RefusableForm form={form} refusal={null}>
        <form.AppField name={name}>{() => field}</form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </RefusableForm>
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <FieldForm />
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}
