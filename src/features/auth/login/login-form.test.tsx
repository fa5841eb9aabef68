import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnRouter } from '../../../../tests/render-on-router';
import type { DemoAccount } from './demo-accounts';
import type { LoginFailure } from './login-failure';
import { LoginForm } from './login-form';
import type { LoginValues } from './login-rules';

function setup(...answers: (LoginFailure | null)[]) {
  const onSubmit = vi.fn((_values: LoginValues) => Promise.resolve(answers.shift() ?? null));
  const user = userEvent.setup();
  return {
    onSubmit,
    user,
    render: (demoAccounts?: readonly DemoAccount[], alternatives?: ReactNode) =>
      renderOnRouter(
        <LoginForm onSubmit={onSubmit} demoAccounts={demoAccounts} alternatives={alternatives} />,
        'Remember me',
      ),
  };
}

const refused: LoginFailure = {
  fields: { email: 'These credentials do not match our records' },
  message: null,
};

describe('LoginForm', () => {
  it('sends nothing while a field breaks the rules, and says which', async () => {
    const { onSubmit, user, render } = setup();
    await render();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the focus to the first field that breaks a rule', async () => {
    const { user, render } = setup();
    await render();
    await user.type(screen.getByLabelText('Password'), 'Owner12345');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('says nothing of a field until it is left', async () => {
    const { user, render } = setup();
    await render();

    await user.type(screen.getByLabelText('Email'), 'owner@');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('sends the email, the password and remember me', async () => {
    const { onSubmit, user, render } = setup();
    await render();

    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Owner12345');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).toHaveBeenCalledWith({
      email: 'owner@example.com',
      password: 'Owner12345',
      remember: true,
    });
  });

  it('shows the server refusal under its field, keeps the input, and lets the user try again', async () => {
    const { onSubmit, user, render } = setup(refused, null);
    await render();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('These credentials do not match our records')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrong');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Owner12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({
      email: 'owner@example.com',
      password: 'Owner12345',
      remember: false,
    });
  });

  it('shows a refusal without a field above the form', async () => {
    const { user, render } = setup({ fields: {}, message: 'Your account is suspended' });
    await render();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Owner12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Your account is suspended');
  });

  it('offers no demo accounts unless given some', async () => {
    await setup().render();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).toBeNull();
  });

  it('fills the form with the demo account picked, by its role', async () => {
    const { onSubmit, user, render } = setup();
    await render([
      { email: 'admin@example.com', password: 'Admin12345', role: 'admin' },
      { email: 'owner@example.com', password: 'Owner12345', role: 'user' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Domain owner' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).toHaveBeenCalledWith({
      email: 'owner@example.com',
      password: 'Owner12345',
      remember: false,
    });
  });

  it('offers a magic link, carrying the email typed so far', async () => {
    const { user, render } = setup();
    await render();
    const magicLink = () => screen.getByRole('link', { name: 'Sign in with a magic link' });
    expect(magicLink().getAttribute('href')).toBe('/auth/magic-link');

    await user.type(screen.getByLabelText('Email'), ' ola@example.com ');

    expect(magicLink().getAttribute('href')).toBe('/auth/magic-link?email=ola%40example.com');
  });

  it('shows the password typed so far on request, and hides it again', async () => {
    const { user, render } = setup();
    await render();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    await user.type(password, 'Owner12345');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.type).toBe('password');
  });

  it('links to the password reset', async () => {
    await setup().render();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('shows the other ways in after the magic link, outside the form', async () => {
    const { onSubmit, user, render } = setup();
    await render(undefined, <button type="button">Continue with Local ID</button>);

    const social = screen.getByRole('button', { name: 'Continue with Local ID' });
    expect(social.closest('form')).toBeNull();
    await user.click(social);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
