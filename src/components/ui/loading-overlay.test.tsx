import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

function renderWithI18n(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

afterEach(cleanup);

describe('LoadingOverlay', () => {
  it('covers the screen, is marked busy and announces "Loading…"', () => {
    const { container } = renderWithI18n(<LoadingOverlay />);
    const overlay = container.querySelector('[data-slot="loading-overlay"]');
    expect(overlay?.getAttribute('aria-busy')).toBe('true');
    expect(overlay?.className).toContain('fixed inset-0');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('announces what is loading when told', () => {
    renderWithI18n(<LoadingOverlay label="Loading your dashboard" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard');
  });
});
