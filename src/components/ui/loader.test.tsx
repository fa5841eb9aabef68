import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';
import { renderWithI18n } from '../../../tests/render-with-i18n';

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
