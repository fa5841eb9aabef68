import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { renderFieldForm } from '../../../tests/render-field-form';
import { NativeSelectField } from './native-select-field';

const rules = z.object({
  zone: z.string().check(z.refine((zone) => zone !== 'Mars/Base', { error: 'Not on Earth' })),
});
const OPTIONS = [
  { value: 'Europe/Warsaw', label: 'Europe/Warsaw' },
  { value: 'Mars/Base', label: 'Mars/Base' },
];

function setup() {
  const form = renderFieldForm({
    name: 'zone',
    value: 'Europe/Warsaw',
    rules,
    field: <NativeSelectField label="Time zone" options={OPTIONS} />,
  });
  return { ...form, select: screen.getByLabelText<HTMLSelectElement>('Time zone') };
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
