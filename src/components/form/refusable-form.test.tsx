import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormFailure } from './form-failure';
import { useAppForm } from './form-kit';
import { RefusableForm, useRefusal } from './refusable-form';

type Answer = FormFailure<'name' | 'email'> | null;

function NameForm({ answers, onAccepted }: { answers: Answer[]; onAccepted: () => void }) {
  const refusal = useRefusal();
  const form = useAppForm({
    defaultValues: { name: '' },
    onSubmit: async ({ formApi }) => {
      if (await refusal.submit(formApi, () => Promise.resolve(answers.shift() ?? null))) onAccepted();
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label="Your name">
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </RefusableForm>
  );
}

function setup(answers: Answer[]) {
  const onAccepted = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <NameForm answers={answers} onAccepted={onAccepted} />
    </I18nProvider>,
  );
  return { onAccepted, user: userEvent.setup(), name: screen.getByLabelText<HTMLInputElement>('Name') };
}

describe('RefusableForm', () => {
  it('shows a refusal above the fields and its field message under the field, keeping what was typed', async () => {
    const { onAccepted, user, name } = setup([
      { message: 'Saving is paused', fields: { name: 'This name is taken' } },
    ]);

    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Saving is paused');
    expect(screen.getByText('This name is taken')).toBeTruthy();
    expect(name.value).toBe('Ada');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('shows a server message on a field the form does not show above the form, where it is read', async () => {
    const { user } = setup([{ message: null, fields: { email: 'This address already has an account' } }]);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('This address already has an account');
  });

  it('clears the last refusal when the next attempt is accepted', async () => {
    const { onAccepted, user } = setup([{ message: 'Saving is paused', fields: {} }, null]);
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);
    await screen.findByRole('alert');
    await user.click(save);

    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
