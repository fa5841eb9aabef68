import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

function renderWithI18n(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

describe('Loader', () => {
  it('announces "Loading…" as a status message, shown only to screen readers', () => {
    renderWithI18n(<Loader />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(screen.getByText('Loading…').className).toBe('sr-only');
  });

  it('announces what is loading and shows it beside the spinner when asked', () => {
    renderWithI18n(<Loader label="Loading invoices" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Loading invoices');
    expect(screen.getByText('Loading invoices').className).not.toContain('sr-only');
  });

  it('stops spinning for people who ask for reduced motion', () => {
    renderWithI18n(<Loader size="lg" />);
    const spinner = screen.getByRole('status').querySelector('svg');
    expect(spinner?.getAttribute('class')?.split(' ')).toEqual(
      expect.arrayContaining(['animate-spin', 'motion-reduce:animate-none', 'size-10']),
    );
  });
});
