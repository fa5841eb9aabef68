import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDomainPerformance } from '@/api/queries/analytics';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { DomainPerformanceTable } from './domain-performance-table';

const FILTERS = { start_date: '2026-01-01', end_date: '2026-01-31', event_name: 'Purchase' };

type DomainRow = AnalyticsDomainPerformance['domains'][number];

function aRow(overrides: Partial<DomainRow> = {}): DomainRow {
  return {
    domain_id: 'domain-1',
    domain_name: 'shop.example.com',
    status: 'active',
    events: 1500,
    processed: 1449,
    failed: 51,
    pending: 0,
    success_rate: 96.6,
    conversions: 120,
    revenue: { amount: 1234500, currency: 'USD' },
    last_event_at: new Date('2026-01-31T10:00:00Z'),
    ...overrides,
  };
}

function answer(domains: DomainRow[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    contract.get('/analytics/domain-performance', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return envelope({ start_date: '2026-01-01', end_date: '2026-01-31', currency: 'USD', domains });
    }),
  );
  return queries;
}

describe('DomainPerformanceTable', () => {
  it('lists each domain with its figures, linking to its page', async () => {
    signedInAs();
    const queries = answer([
      aRow(),
      aRow({
        domain_id: 'domain-2',
        domain_name: 'blog.example.org',
        events: 0,
        processed: 0,
        failed: 0,
        success_rate: null,
        conversions: 0,
        revenue: { amount: 0, currency: 'USD' },
        last_event_at: null,
      }),
    ]);
    await renderScreen(<DomainPerformanceTable filters={FILTERS} />, '/analytics', 'shop.example.com');

    expect(queries).toEqual([{ start_date: '2026-01-01', end_date: '2026-01-31', event_name: 'Purchase' }]);
    const table = screen.getByRole('table', { name: 'Domain performance' });
    const [shop, blog] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(shop?.getByRole('link', { name: 'shop.example.com' }).getAttribute('href')).toBe(
      '/domains/domain-1',
    );
    expect(shop?.getByText('1,500')).toBeTruthy();
    expect(shop?.getByText('1,449')).toBeTruthy();
    expect(shop?.getByText('51')).toBeTruthy();
    expect(shop?.getByText('96.6%')).toBeTruthy();
    expect(shop?.getByText('120')).toBeTruthy();
    expect(shop?.getByText('$12,345.00')).toBeTruthy();
    // When the last event came, in words under the name, the exact moment in the user's zone on hover.
    expect(shop?.getByTitle('31 Jan 2026, 11:00').textContent).toMatch(/^Last event .+ ago$/);
    expect(blog?.getByText('—')).toBeTruthy();
    expect(blog?.getByText('No events in this period')).toBeTruthy();
  });

  it('says so when the owner has no domains', async () => {
    signedInAs();
    answer([]);
    await renderScreen(<DomainPerformanceTable filters={FILTERS} />, '/analytics', 'No domains yet');
  });

  it('shows a failure with Retry', async () => {
    signedInAs();
    server.use(contract.get('/analytics/domain-performance', () => refusal(500, 'Server error')));
    await renderScreen(<DomainPerformanceTable filters={FILTERS} />, '/analytics', 'Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
