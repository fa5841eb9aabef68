import { i18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { AppErrorBoundary } from './app-error-boundary';
import { errorTitles } from './error-messages';

/** Throws the first queued error until a boundary has caught it, then the next one, then renders. */
function Flaky({ errors }: { errors: unknown[] }) {
  if (errors.length) throw errors[0];
  return <p>Dashboard content</p>;
}

// React renders a failing tree twice before a boundary catches, so an error leaves the queue when it is
// caught, not when it is thrown.
function renderBoundary(errors: unknown[], props: { maxRetries?: number; onReload?: () => void } = {}) {
  return render(
    <AppErrorBoundary {...props}>
      <Flaky errors={errors} />
    </AppErrorBoundary>,
    {
      wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
      onCaughtError: () => errors.shift(),
    },
  );
}

const tryAgain = () => screen.queryByRole('button', { name: 'Try Again' });

describe('AppErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    renderBoundary([]);
    expect(screen.getByText('Dashboard content')).toBeTruthy();
  });

  it('shows the Network Error screen with the API message for a lost connection', () => {
    renderBoundary([new ApiError({ message: 'No connection to the server.', status: 0 })]);
    expect(screen.getByRole('heading', { name: 'Network Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('No connection to the server.');
  });

  it.each([
    ['Reference Error', new ReferenceError('foo is not defined')],
    ['Syntax Error', new SyntaxError('Unexpected token <')],
    ['An Error Occurred', new TypeError('x is not a function')],
  ])('shows the %s screen with the generic message', (title, error) => {
    renderBoundary([error]);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('An unexpected error occurred');
    expect(screen.getByRole('alert').textContent).not.toContain(error.message);
  });

  it('fills the page by default and a content area when told', () => {
    renderBoundary([new Error('broken')]);
    expect(screen.getByRole('heading', { level: 1, name: 'An Error Occurred' })).toBeTruthy();
    const errors = [new Error('broken')];
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary fullPage={false}>
          <Flaky errors={errors} />
        </AppErrorBoundary>
      </I18nProvider>,
      { onCaughtError: () => errors.shift() },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'An Error Occurred' })).toBeTruthy();
  });

  it('mounts the children again on Try Again', async () => {
    renderBoundary([new Error('once')]);
    const button = tryAgain();
    expect(button).toBeTruthy();
    if (button) await userEvent.click(button);
    expect(screen.getByText('Dashboard content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Try Again 3 times, then asks for a reload', async () => {
    renderBoundary(Array.from({ length: 4 }, () => new Error('keeps failing')));
    for (let retry = 1; retry <= 3; retry++) {
      const button = tryAgain();
      expect(button).toBeTruthy();
      if (button) await userEvent.click(button);
    }
    expect(tryAgain()).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'Maximum retry attempts reached. Please reload the application.',
    );
  });

  it('takes another number of retries', async () => {
    renderBoundary([new Error('one'), new Error('two')], { maxRetries: 1 });
    const button = tryAgain();
    if (button) await userEvent.click(button);
    expect(tryAgain()).toBeNull();
  });

  it('reloads the application on Reload Application', async () => {
    const onReload = vi.fn();
    renderBoundary([new Error('broken')], { onReload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows no screen for an ignored error and mounts the children again', () => {
    renderBoundary([new DOMException("Failed to execute 'insertBefore' on 'Node'", 'NotFoundError')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Dashboard content')).toBeTruthy();
  });

  it('ends on the screen when an ignored error keeps coming back', () => {
    renderBoundary(
      Array.from({ length: 10 }, () => new ReferenceError("Cannot access 'x' before initialization")),
    );
    expect(screen.getByRole('heading', { name: 'Reference Error' })).toBeTruthy();
    expect(tryAgain()).toBeNull();
  });

  it('speaks the active language', () => {
    const polish = setupI18n({
      locale: 'pl',
      messages: { pl: { [errorTitles.syntax.descriptor.id]: ['Błąd składni'] } },
    });
    const errors = [new SyntaxError('Unexpected token <')];
    render(
      <I18nProvider i18n={polish}>
        <AppErrorBoundary>
          <Flaky errors={errors} />
        </AppErrorBoundary>
      </I18nProvider>,
      { onCaughtError: () => errors.shift() },
    );
    expect(screen.getByRole('heading', { name: 'Błąd składni' })).toBeTruthy();
  });
});
