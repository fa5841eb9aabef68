import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsTotals } from '@/api/queries/analytics';
import { contract, envelope } from '../../../tests/msw/contract';
import { server } from '../../../tests/msw/server';
import { renderScreen } from '../../../tests/render-screen';
import { signedInAs } from '../../../tests/session';
import { DashboardMetrics } from './dashboard-metrics';

const totals = (events: number, revenue: number): AnalyticsTotals => ({
  events,
  processed: events,
  failed: 0,
  pending: 0,
  success_rate: 100,
  revenue: { amount: revenue, currency: 'USD' },
  conversions: 10,
  active_domains: 1,
});

/** The lucide icon a metric card shows, by the class lucide names it with. */
const iconOf = (label: string) =>
  [
    ...(screen.getByText(label).closest('[data-slot="metric-card"]')?.querySelector('svg')?.classList ?? []),
  ].find((name) => name.startsWith('lucide-') && name !== 'lucide-icon');

describe('DashboardMetrics', () => {
  it('shows the revenue with a banknote, an icon that says money', async () => {
    signedInAs();
    server.use(
      contract.get('/analytics/summary', () =>
        envelope({
          start_date: '2026-01-01',
          end_date: '2026-01-30',
          previous_start_date: '2025-12-02',
          previous_end_date: '2025-12-31',
          current: totals(1500, 1_234_500),
          previous: totals(1200, 1_000_000),
          change: { events: 25, processed: 25, failed: 0, revenue: 23.45, conversions: -4, success_rate: 0 },
        }),
      ),
    );
    await renderScreen(<DashboardMetrics />, '/dashboard', '$12,345.00');
    expect(iconOf('Revenue')).toBe('lucide-banknote');
  });
});
