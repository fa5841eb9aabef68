import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyticsBreakdown, AnalyticsDimension } from '@/api/queries/analytics';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderScreen } from '../../../../tests/render-screen';
import { signedInAs } from '../../../../tests/session';
import { AnalyticsBreakdowns } from './analytics-breakdowns';

const PERIOD = { start_date: '2026-01-01', end_date: '2026-01-31' };
const usd = (amount: number) => ({ amount, currency: 'USD' });

function aBreakdown(by: AnalyticsDimension, overrides: Partial<AnalyticsBreakdown> = {}): AnalyticsBreakdown {
  return {
    by,
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    total: 0,
    items: [],
    others: 0,
    ...overrides,
  };
}

const ANSWERS: Record<AnalyticsDimension, AnalyticsBreakdown> = {
  event_name: aBreakdown('event_name', {
    total: 1500,
    items: [{ key: 'Purchase', label: 'Purchase', events: 1200, share: 80, revenue: usd(1234500) }],
    others: 300,
  }),
  device: aBreakdown('device', {
    total: 10,
    items: [{ key: 'mobile', label: 'mobile', events: 10, share: 100, revenue: usd(0) }],
  }),
  country: aBreakdown('country', {
    total: 10,
    items: [
      { key: 'DE', label: 'Niemcy', events: 6, share: 60, revenue: usd(4999) },
      { key: null, label: '', events: 4, share: 40, revenue: usd(0) },
    ],
  }),
  source: aBreakdown('source'),
  status: aBreakdown('status', {
    total: 10,
    items: [
      { key: 'processed', label: 'processed', events: 8, share: 80, revenue: usd(0) },
      { key: 'failed', label: 'failed', events: 2, share: 20, revenue: usd(0) },
    ],
  }),
  domain: aBreakdown('domain', {
    total: 10,
    items: [{ key: 'domain-1', label: 'shop.example.com', events: 10, share: 100, revenue: usd(100) }],
  }),
};

/** Answers GET /analytics/breakdown per `by` (a refusal for `failing`), recording each query. */
function answerBreakdowns(failing?: AnalyticsDimension) {
  const queries: Record<string, string>[] = [];
  server.use(
    contract.get('/analytics/breakdown', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const by = query.by as AnalyticsDimension;
      if (by === failing) return refusal(500, 'Server error');
      return envelope(ANSWERS[by]);
    }),
  );
  return queries;
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('[data-slot="card"]') as HTMLElement;

describe('AnalyticsBreakdowns', () => {
  it('asks for each dimension over the screen’s period', async () => {
    signedInAs();
    const queries = answerBreakdowns();
    await renderScreen(<AnalyticsBreakdowns filters={PERIOD} />, '/analytics', 'Purchase');
    expect(queries.map((query) => query.by).sort()).toEqual([
      'country',
      'device',
      'domain',
      'event_name',
      'source',
      'status',
    ]);
    expect(queries[0]).toEqual({ start_date: '2026-01-01', end_date: '2026-01-31', by: queries[0]?.by });
  });

  it('leaves out the split by the domain or event name the screen is narrowed to', async () => {
    signedInAs();
    const queries = answerBreakdowns();
    const narrowed = { ...PERIOD, domain_id: 'domain-1', event_name: 'Purchase' };
    await renderScreen(<AnalyticsBreakdowns filters={narrowed} />, '/analytics', 'Germany');
    expect(queries.map((query) => query.by).sort()).toEqual(['country', 'device', 'source', 'status']);
    expect(queries[0]).toMatchObject({ domain_id: 'domain-1', event_name: 'Purchase' });
    expect(screen.queryByRole('heading', { name: 'Event name' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Domain' })).toBeNull();
  });

  it('shows each group’s events, share and revenue, and the others', async () => {
    signedInAs();
    answerBreakdowns();
    await renderScreen(<AnalyticsBreakdowns filters={PERIOD} />, '/analytics', 'Purchase');

    const names = within(card('Event name'));
    expect(names.getByText('1,500 events')).toBeTruthy();
    const [purchase, others] = names
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    const cells = (row: typeof purchase) => row?.getAllByRole('cell').map((cell) => cell.textContent);
    // The revenue is in its column, and under the name for phones, where the column hides.
    expect(purchase?.getByRole('rowheader').textContent).toBe('Purchase$12,345.00');
    expect(cells(purchase)).toEqual(['1,200', '80%', '$12,345.00']);
    expect(others?.getByRole('rowheader').textContent).toBe('Others');
    expect(cells(others)).toEqual(['300', '20%', '—']);
  });

  it('names countries in the active language, an unknown one Unknown, and translates devices and statuses', async () => {
    signedInAs();
    answerBreakdowns();
    await renderScreen(<AnalyticsBreakdowns filters={PERIOD} />, '/analytics', 'Purchase');

    const countries = within(card('Country'));
    expect(await countries.findByText('Germany')).toBeTruthy();
    expect(countries.getByText('Unknown')).toBeTruthy();
    expect(countries.getAllByText('$49.99')).toHaveLength(2);
    expect(await within(card('Device')).findByText('Phone')).toBeTruthy();
    expect(await within(card('Delivery status')).findByText('Failed')).toBeTruthy();
    const domain = await within(card('Domain')).findByRole('link', { name: 'shop.example.com' });
    expect(domain.getAttribute('href')).toBe('/domains/domain-1');
  });

  it('draws the share of failures in the failure colour, as the charts do, and other groups in the primary colour', async () => {
    signedInAs();
    answerBreakdowns();
    await renderScreen(<AnalyticsBreakdowns filters={PERIOD} />, '/analytics', 'Purchase');

    const bars = (name: string) =>
      [...card(name).querySelectorAll<HTMLElement>('[data-slot="share-bar"]')].map(
        (bar) => bar.style.backgroundColor,
      );
    await within(card('Delivery status')).findByText('Failed');
    expect(bars('Delivery status')).toEqual(['', 'var(--destructive)']);
    expect(bars('Country')).toEqual(['', '']);
  });

  it('says so when the period has no events', async () => {
    signedInAs();
    answerBreakdowns();
    await renderScreen(<AnalyticsBreakdowns filters={PERIOD} />, '/analytics', 'Purchase');
    expect(await within(card('Source')).findByText('No events in this period')).toBeTruthy();
  });

  it('shows a failed breakdown with Retry, and the others unharmed', async () => {
    signedInAs();
    const user = userEvent.setup();
    answerBreakdowns('country');
    await renderScreen(<AnalyticsBreakdowns filters={PERIOD} />, '/analytics', 'Purchase');

    const countries = within(card('Country'));
    expect(await countries.findByText('Something went wrong')).toBeTruthy();
    answerBreakdowns();
    await user.click(countries.getByRole('button', { name: 'Retry' }));
    expect(await countries.findByText('Germany')).toBeTruthy();
  });
});
