import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useAppForm } from './form-kit';
import { NativeSelectField } from './native-select-field';

const rules = z.object({
  zone: z.string().check(z.refine((zone) => zone !== 'Mars/Base', { error: 'Not on Earth' })),
});
const OPTIONS = [
  { value: 'Europe/Warsaw', label: 'Europe/Warsaw' },
  { value: 'Mars/Base', label: 'Mars/Base' },
];

function ZoneForm({ onSubmit }: { onSubmit: (zone: string) => void }) {
  const form = useAppForm({
    defaultValues: { zone: 'Europe/Warsaw' },
    validators: { onChange: rules },
    onSubmit: ({ value }) => onSubmit(value.zone),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        <form.AppField name="zone">
          {() => <NativeSelectField label="Time zone" options={OPTIONS} />}
        </form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ZoneForm onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup(), select: screen.getByLabelText<HTMLSelectElement>('Time zone') };
}

describe('NativeSelectField', () => {
  it('shows the field’s value and sends the one picked', async () => {
    const { onSubmit, user, select } = setup();
    expect(select.value).toBe('Europe/Warsaw');

    await user.selectOptions(select, 'Mars/Base');
    await user.selectOptions(select, 'Europe/Warsaw');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith('Europe/Warsaw');
  });

  it('names a broken rule under the field once it is left', async () => {
    const { onSubmit, user, select } = setup();

    await user.selectOptions(select, 'Mars/Base');
    await user.tab();

    expect(await screen.findByText('Not on Earth')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
