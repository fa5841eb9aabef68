import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useAppForm } from './form-kit';

const rules = z.object({
  password: z.string().check(z.minLength(8, { error: 'Password must be at least 8 characters' })),
});

function PasswordForm({
  showStrength,
  onSubmit,
}: {
  showStrength?: boolean;
  onSubmit: (value: string) => void;
}) {
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: rules },
    onSubmit: ({ value }) => onSubmit(value.password),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label="Password" autoComplete="new-password" showStrength={showStrength} />
          )}
        </form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

function setup(showStrength?: boolean) {
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <PasswordForm showStrength={showStrength} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup(), input: screen.getByLabelText<HTMLInputElement>('Password') };
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again on a second press', async () => {
    const { user, input } = setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.type(input, 'Secret123');

    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await user.click(toggle);
    expect(input.type).toBe('password');
    expect(input.value).toBe('Secret123');
  });

  it('does not submit the form from the toggle', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the rule a password breaks once the field is left', async () => {
    const { user, input } = setup();
    await user.type(input, 'short');
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();

    await user.tab();

    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends what was typed', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Secret123');
  });

  it('shows no strength meter unless asked', () => {
    setup();
    expect(screen.queryByText(/Password strength/)).toBeNull();
  });

  it('announces the strength politely as it changes, and describes the field with it', async () => {
    const { user, input } = setup(true);
    const status = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('');

    await user.type(input, 'abc');
    expect(status?.textContent).toBe('Password strength: Weak');
    await user.type(input, 'defG1');
    expect(status?.textContent).toBe('Password strength: Good');
    await user.type(input, '!');
    expect(status?.textContent).toBe('Password strength: Strong');
  });
});
