import { i18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { AppErrorBoundary } from './app-error-boundary';
import { errorTitles } from './error-messages';
import { renderWithI18n } from '../../../tests/render-with-i18n';

/** Throws the queued errors, one a render, then renders. */
function Flaky({ errors }: { errors: Error[] }) {
  const error = errors.shift();
  if (error) throw error;
  return <p>Dashboard content</p>;
}

function renderBoundary(errors: Error[], props: { maxRetries?: number; onReload?: () => void } = {}) {
  return renderWithI18n(
    <AppErrorBoundary {...props}>
      <Flaky errors={errors} />
    </AppErrorBoundary>,
  );
}

const tryAgain = () => screen.queryByRole('button', { name: 'Try Again' });

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

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

  it('shows no screen for an ignored error and mounts the children again', async () => {
    renderBoundary([new DOMException("Failed to execute 'insertBefore' on 'Node'", 'NotFoundError')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Dashboard content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ends on the screen when an ignored error keeps coming back', async () => {
    renderBoundary(
      Array.from({ length: 10 }, () => new ReferenceError("Cannot access 'x' before initialization")),
    );
    expect(await screen.findByRole('heading', { name: 'Reference Error' })).toBeTruthy();
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
    );
    expect(screen.getByRole('heading', { name: 'Błąd składni' })).toBeTruthy();
  });

  it('logs what it catches, the ignored classes as warnings', () => {
    const failure = new TypeError('x is not a function');
    const noise = new DOMException("Failed to execute 'insertBefore' on 'Node'", 'NotFoundError');
    renderBoundary([failure]);
    renderBoundary([noise], { maxRetries: 0 });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(console.error).toHaveBeenCalledWith('Error caught by an error boundary:', failure);
    expect(console.warn).toHaveBeenCalledWith('Error caught by an error boundary (ignored):', noise);
  });
});
