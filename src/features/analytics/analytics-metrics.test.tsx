import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsTotals } from '@/api/queries/analytics';
import { renderWithI18n } from '../../../tests/render-with-i18n';
import { AnalyticsMetrics } from './analytics-metrics';

const totals: AnalyticsTotals = {
  events: 12345,
  processed: 12000,
  failed: 345,
  pending: 0,
  success_rate: 97.2,
  revenue: { amount: 4999900, currency: 'USD' },
  conversions: 321,
  active_domains: 2,
};

/** The lucide icon a metric card shows, by the class lucide names it with. */
const iconOf = (label: string) =>
  [
    ...(screen.getByText(label).closest('[data-slot="metric-card"]')?.querySelector('svg')?.classList ?? []),
  ].find((name) => name.startsWith('lucide-') && name !== 'lucide-icon');

describe('AnalyticsMetrics', () => {
  it('shows the revenue with a banknote, an icon that says money', () => {
    renderWithI18n(
      <AnalyticsMetrics
        compare="none"
        summary={{
          start_date: '2026-11-01',
          end_date: '2026-11-03',
          previous_start_date: '2026-10-29',
          previous_end_date: '2026-10-31',
          current: totals,
          previous: totals,
          change: {
            events: null,
            processed: null,
            failed: null,
            revenue: null,
            conversions: null,
            success_rate: null,
          },
        }}
      />,
    );
    expect(screen.getByText('$49,999.00')).toBeTruthy();
    expect(iconOf('Revenue')).toBe('lucide-banknote');
  });
});
