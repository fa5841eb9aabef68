import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { RegisterForm, type RegisterFailure } from './register-form';
import type { RegisterValues } from './register-schema';

function setup(...answers: (RegisterFailure | null)[]) {
  const onSubmit = vi.fn((_values: RegisterValues) => Promise.resolve(answers.shift() ?? null));
  return {
    onSubmit,
    user: userEvent.setup(),
    render: () => renderOnRouter(<RegisterForm onSubmit={onSubmit} />, 'Already have an account?'),
  };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<RegisterValues>) {
  if (values.name !== undefined) await user.type(field('Name'), values.name);
  if (values.email !== undefined) await user.type(field('Email'), values.email);
  if (values.password !== undefined) await user.type(field('Password'), values.password);
  if (values.password_confirmation !== undefined)
    await user.type(field('Confirm password'), values.password_confirmation);
}

const valid: RegisterValues = {
  name: 'Ola Nowak',
  email: 'ola@example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

describe('RegisterForm', () => {
  it('sends nothing while a field breaks the rules, and says which', async () => {
    const { onSubmit, user, render } = setup();
    await render();
    await fill(user, { name: 'O', email: 'ola@', password: 'secret' });

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm the password')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the next password rule broken once the field was left', async () => {
    const { user, render } = setup();
    await render();
    await user.type(field('Password'), 'secret12');
    await user.tab();
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeTruthy();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'SECRET12');
    expect(await screen.findByText('Password must contain at least one lowercase letter')).toBeTruthy();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'SecretAb');
    expect(await screen.findByText('Password must contain at least one number')).toBeTruthy();
  });

  it("says Passwords don't match under the confirmation once it is left, until they match", async () => {
    const { user, render } = setup();
    await render();
    await fill(user, { password: 'Secret123', password_confirmation: 'Secret12' });
    expect(screen.queryByText("Passwords don't match")).toBeNull();

    await user.tab();
    const message = await screen.findByText("Passwords don't match");
    expect(field('Confirm password').getAttribute('aria-describedby')).toContain(message.id);

    await user.type(field('Confirm password'), '3');
    expect(screen.queryByText("Passwords don't match")).toBeNull();
  });

  it('shows how strong the chosen password is', async () => {
    const { user, render } = setup();
    await render();
    await user.type(field('Password'), 'Secret123');
    expect(screen.getByText('Password strength: Good')).toBeTruthy();
  });

  it('sends the four fields', async () => {
    const { onSubmit, user, render } = setup();
    await render();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith(valid);
  });

  it('shows a taken email under its field, keeps the input, and sends again once corrected', async () => {
    const taken = 'An account with this email address already exists';
    const { onSubmit, user, render } = setup({ fields: { email: taken }, message: null }, null);
    await render();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').value).toBe('Secret123');
    expect(field('Name').value).toBe('Ola Nowak');

    await user.clear(field('Email'));
    await user.type(field('Email'), 'ola2@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({ ...valid, email: 'ola2@example.com' });
  });

  it('shows a refusal without a field above the form', async () => {
    const { user, render } = setup({ fields: {}, message: 'Registration failed' });
    await render();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Registration failed');
  });

  it('links to the sign-in screen', async () => {
    await setup().render();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});
