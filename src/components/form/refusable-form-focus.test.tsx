import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { FormFailure } from './form-failure';
import { useAppForm } from './form-kit';
import { RefusableForm, useRefusal } from './refusable-form';

type Answer = FormFailure<'name' | 'email' | 'city'> | null;

const rules = z.object({
  name: z.string(),
  email: z.string().check(z.minLength(1, { error: 'Enter your email' })),
  city: z.string().check(z.minLength(1, { error: 'Enter your city' })),
});

/** Three fields, the last two required; the "server" answers with `answers`, one per accepted check. */
function AddressForm({ answers }: { answers: Answer[] }) {
  const refusal = useRefusal();
  const form = useAppForm({
    defaultValues: { name: '', email: '', city: '' },
    validators: { onChange: rules },
    onSubmit: async ({ formApi }) => {
      await refusal.submit(formApi, () => Promise.resolve(answers.shift() ?? null));
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label="Address">
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>
      <form.AppField name="city">{(field) => <field.TextField label="City" />}</form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </RefusableForm>
  );
}

function setup(answers: Answer[] = []) {
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  render(
    <I18nProvider i18n={i18n}>
      <AddressForm answers={answers} />
    </I18nProvider>,
  );
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const save = screen.getByRole('button', { name: 'Save' });
  /** The elements scrolled into view, in order. */
  const scrolledTo = () => scrolled.mock.contexts;
  return { user: userEvent.setup(), field, save, scrolledTo };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RefusableForm, refused', () => {
  it('moves the focus to the first field the rules refuse, and brings it to the middle of the screen', async () => {
    const { user, field, save, scrolledTo } = setup();
    await user.type(field('Name'), 'Ada');

    await user.click(save);

    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(scrolledTo()).toEqual([field('Email')]);
  });

  it('moves the focus to the field the server refused, keeping what was typed', async () => {
    const { user, field, save, scrolledTo } = setup([
      { message: null, fields: { city: 'We do not deliver there' } },
    ]);
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('City'), 'Atlantis');

    await user.click(save);

    await waitFor(() => expect(document.activeElement).toBe(field('City')));
    expect(screen.getByText('We do not deliver there')).toBeTruthy();
    expect(field('City').value).toBe('Atlantis');
    expect(scrolledTo()).toEqual([field('City')]);
  });

  it('brings a refusal that names no field into view, leaving the focus where it was', async () => {
    const { user, field, save, scrolledTo } = setup([{ message: 'Saving is paused', fields: {} }]);
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('City'), 'Paris');

    await user.click(save);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(scrolledTo()).toEqual([alert]));
    expect(document.activeElement).toBe(save);
  });
});
