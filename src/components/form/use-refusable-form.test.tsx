import { i18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { FormFailure } from './form-failure';
import { RefusableForm } from './refusable-form';
import { useRefusableForm } from './use-refusable-form';

type Values = { name: string };

/** Rules built from the reader's language, as a feature's schema is. */
function nameRules(_i18n: I18n) {
  return z.object({ name: z.string().check(z.minLength(2, { error: 'At least 2 characters' })) });
}

interface NameFormProps {
  onSubmit: (values: Values) => Promise<FormFailure<'name'> | null>;
  onChange?: (values: Values) => void;
}

function NameForm({ onSubmit, onChange }: NameFormProps) {
  const { form, refusal } = useRefusableForm({
    defaultValues: { name: '' },
    rules: nameRules,
    onSubmit,
    onChange,
  });
  return (
    <RefusableForm form={form} refusal={refusal} aria-label="Your name">
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </RefusableForm>
  );
}

function setup(props: NameFormProps) {
  render(
    <I18nProvider i18n={i18n}>
      <NameForm {...props} />
    </I18nProvider>,
  );
  return { user: userEvent.setup(), name: screen.getByLabelText<HTMLInputElement>('Name') };
}

describe('useRefusableForm', () => {
  it('sends nothing its rules refuse, and says why under the field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(null));
    const { user, name } = setup({ onSubmit });

    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At least 2 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('files the server’s refusal under its field and above the form, keeping what was typed', async () => {
    const onSubmit = vi.fn((_values: Values) =>
      Promise.resolve({ message: 'Saving is paused', fields: { name: 'This name is taken' } }),
    );
    const { user, name } = setup({ onSubmit });

    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Saving is paused');
    expect(screen.getByText('This name is taken')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' });
    expect(name.value).toBe('Ada');
  });

  it('tells every change of a value, so a draft can be kept', async () => {
    const onChange = vi.fn();
    const { user, name } = setup({ onSubmit: () => Promise.resolve(null), onChange });

    await user.type(name, 'Ad');

    expect(onChange).toHaveBeenLastCalledWith({ name: 'Ad' });
  });
});
