import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { renderFieldForm } from '../../../tests/render-field-form';
import { SelectField } from './select-field';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const rules = z.object({ fruit: z.string().check(z.minLength(1, { error: 'Pick a fruit' })) });
const OPTIONS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
];

function setup() {
  const form = renderFieldForm({
    name: 'fruit',
    value: '',
    rules,
    field: <SelectField label="Fruit" options={OPTIONS} placeholder="Choose" hint="The one you like" />,
  });
  return { ...form, trigger: screen.getByRole('combobox', { name: 'Fruit' }) };
}

describe('SelectField', () => {
  it('says nothing until the list is closed without a choice, then names the rule', async () => {
    const { user, trigger } = setup();
    expect(screen.queryByText('Pick a fruit')).toBeNull();

    await user.click(trigger);
    await user.keyboard('{Escape}');

    expect(await screen.findByText('Pick a fruit')).toBeTruthy();
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the picked value, with the hint read with the field', async () => {
    const { onSubmit, user, trigger } = setup();
    const hint = screen.getByText('The one you like');
    expect(trigger.getAttribute('aria-describedby')).toBe(hint.id);

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Pear' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith('pear');
    expect(trigger.textContent).toBe('Pear');
  });
});
