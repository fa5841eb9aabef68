import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { renderFieldForm } from '../../../tests/render-field-form';
import { TextareaField } from './textarea-field';

const rules = z.object({ bio: z.string().check(z.maxLength(10, { error: 'Too long for a bio' })) });

function setup() {
  const form = renderFieldForm({
    name: 'bio',
    value: '',
    rules,
    field: <TextareaField label="Bio" maxLength={10} />,
  });
  return { ...form, bio: screen.getByLabelText<HTMLTextAreaElement>('Bio') };
}

describe('TextareaField', () => {
  it('counts the characters and sends the text', async () => {
    const { onSubmit, user, bio } = setup();

    await user.type(bio, 'Hello');

    expect(screen.getByText('5 of 10 characters used')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Hello');
  });

  it('judges the text once the field is left, with the form’s message', async () => {
    const { onSubmit, user, bio } = setup();

    await user.type(bio, 'Far too long');
    expect(screen.queryByText('Too long for a bio')).toBeNull();
    await user.tab();

    expect(await screen.findByText('Too long for a bio')).toBeTruthy();
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
