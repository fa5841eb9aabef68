import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { CheckboxListField } from './checkbox-list-field';
import { useAppForm } from './form-kit';
import { RefusableForm } from './refusable-form';

const rules = z.object({
  roles: z
    .array(z.string())
    .check(z.refine((roles) => !roles.includes('guest'), { error: 'Not for guests' })),
});

function setup(props: Omit<ComponentProps<typeof CheckboxListField>, 'legend'>, chosen: string[] = []) {
  const onSubmit = vi.fn<(roles: string[]) => void>();
  function RolesForm() {
    const form = useAppForm({
      defaultValues: { roles: chosen },
      validators: { onChange: rules },
      onSubmit: ({ value }) => onSubmit(value.roles),
    });
    return (
      <RefusableForm form={form} refusal={null}>
        <form.AppField name="roles">{() => <CheckboxListField legend="Roles" {...props} />}</form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </RefusableForm>
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <RolesForm />
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('CheckboxListField', () => {
  it('ticks and clears names, and sends those ticked', async () => {
    const { onSubmit, user } = setup({ options: ['support', 'auditor', 'billing'] }, ['billing']);
    expect(box('billing').getAttribute('aria-checked')).toBe('true');

    await user.click(box('auditor'));
    await user.click(box('billing'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith(['auditor']);
  });

  it('shows a locked name ticked and unchangeable, never in the value sent', async () => {
    const { onSubmit, user } = setup({
      options: ['admin', 'support'],
      locked: ['admin'],
      hint: 'Admin has all',
    });
    expect(box('admin').getAttribute('aria-checked')).toBe('true');
    expect(box('admin').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Admin has all')).toBeTruthy();

    await user.click(box('support'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith(['support']);
  });

  it('says so when there is nothing to tick', () => {
    setup({ options: [], empty: 'No roles can be given here.' });

    expect(screen.getByRole('group', { name: 'Roles' }).textContent).toContain('No roles can be given here.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('names a broken rule under the boxes, described by the group', async () => {
    const { onSubmit, user } = setup({ options: ['guest', 'support'] });

    await user.click(box('guest'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('Not for guests');
    expect(screen.getByRole('group', { name: 'Roles' }).getAttribute('aria-describedby')).toBe(message.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
