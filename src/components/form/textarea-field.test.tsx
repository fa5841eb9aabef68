import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useAppForm } from './form-kit';
import { TextareaField } from './textarea-field';

const rules = z.object({ bio: z.string().check(z.maxLength(10, { error: 'Too long for a bio' })) });

function BioForm({ onSubmit }: { onSubmit: (bio: string) => void }) {
  const form = useAppForm({
    defaultValues: { bio: '' },
    validators: { onChange: rules },
    onSubmit: ({ value }) => onSubmit(value.bio),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        <form.AppField name="bio">{() => <TextareaField label="Bio" maxLength={10} />}</form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <BioForm onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup(), bio: screen.getByLabelText<HTMLTextAreaElement>('Bio') };
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
