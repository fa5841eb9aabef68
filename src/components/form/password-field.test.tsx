import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { renderFieldForm } from '../../../tests/render-field-form';
import { PasswordField } from './password-field';

const rules = z.object({
  password: z.string().check(z.minLength(8, { error: 'Password must be at least 8 characters' })),
});

function setup(showStrength?: boolean) {
  const form = renderFieldForm({
    name: 'password',
    value: '',
    rules,
    field: <PasswordField label="Password" autoComplete="new-password" showStrength={showStrength} />,
  });
  return { ...form, input: screen.getByLabelText<HTMLInputElement>('Password') };
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
