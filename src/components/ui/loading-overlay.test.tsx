import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';
import { renderWithI18n } from '../../../tests/render-with-i18n';

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
