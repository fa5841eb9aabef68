import { setupI18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationErrorPage } from './application-error-page';
import { errorTexts } from './error-messages';

describe('ApplicationErrorPage', () => {
  it('renders in English without an I18nProvider or any active language', () => {
    render(<ApplicationErrorPage message={errorTexts.initFailed} i18n={setupI18n()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Error' }).textContent).toBe(
      'Application Error',
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to initialize the application');
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
  });

  it('shows Try Again only when retrying is possible', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ApplicationErrorPage message={errorTexts.initFailed} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ApplicationErrorPage message={errorTexts.maxRetries} />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('reloads on Reload Application', async () => {
    const onReload = vi.fn();
    render(<ApplicationErrorPage message={errorTexts.initFailed} onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('speaks the active language when its catalog is loaded', () => {
    const i18n = setupI18n({
      locale: 'de',
      messages: { de: { [errorTexts.applicationError.descriptor.id]: ['Anwendungsfehler'] } },
    });
    render(<ApplicationErrorPage message={errorTexts.initFailed} i18n={i18n} />);
    expect(screen.getByRole('heading', { name: 'Anwendungsfehler' })).toBeTruthy();
    // A message missing from the catalog still reads in English rather than as an id.
    expect(screen.getByRole('alert').textContent).toContain('Failed to initialize the application');
  });
});
