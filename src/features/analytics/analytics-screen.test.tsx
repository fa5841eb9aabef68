import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary, AnalyticsTotals } from '@/api/queries/analytics';
import { aDomain } from '../../../tests/fixtures/domains';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { domainHandlers } from '../../../tests/msw/handlers/domains';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const PERIOD = '?range=custom&start_date=2026-11-01&end_date=2026-11-03';
const usd = (amount: number) => ({ amount, currency: 'USD' });

function totals(overrides: Partial<AnalyticsTotals> = {}): AnalyticsTotals {
  return {
    events: 12345,
    processed: 12000,
    failed: 345,
    pending: 0,
    success_rate: 97.2,
    revenue: usd(4999900),
    conversions: 321,
    active_domains: 2,
    ...overrides,
  };
}

function summary(current: AnalyticsTotals = totals()): AnalyticsSummary {
  return {
    start_date: '2026-11-01',
    end_date: '2026-11-03',
    previous_start_date: '2026-10-29',
    previous_end_date: '2026-10-31',
    current,
    previous: totals({ events: 10000 }),
    change: { events: 23.45, processed: 20, failed: 1, revenue: -5, conversions: null, success_rate: 1.5 },
  };
}

const at = (day: string) => new Date(`${day}T00:00:00+01:00`);
const counts = (events: number) => ({ events, processed: events, failed: 0, pending: 0 });

/** Answers every analytics read the screen makes; the summary with `answer`, each query recorded. */
function answerAnalytics(answer: () => AnalyticsSummary | Response = () => summary()) {
  signedInAs();
  const asked: Record<string, Record<string, string>[]> = {};
  const record = (name: string, request: Request) =>
    (asked[name] ??= []).push(Object.fromEntries(new URL(request.url).searchParams));
  const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
  server.use(
    domainHandlers.list([aDomain(), aDomain({ id: 'domain-2', name: 'blog.example.org' })]),
    contract.get('/analytics/summary', ({ request }) => {
      record('summary', request);
      const body = answer();
      return body instanceof Response ? body : envelope(body);
    }),
    contract.get('/analytics/events-over-time', ({ request }) => {
      record('events', request);
      const query = new URL(request.url).searchParams;
      return envelope({
        start_date: '2026-11-01',
        end_date: '2026-11-03',
        interval: 'day' as const,
        timezone: 'Europe/Warsaw',
        series: days.map((day, index) => ({ bucket: at(day), ...counts(index + 1) })),
        ...(query.get('compare') === 'none'
          ? {}
          : {
              previous: {
                start_date: '2026-10-29',
                end_date: '2026-10-31',
                series: days.map((day, index) => ({
                  bucket: at(day.replace('-11-0', '-10-2')),
                  ...counts(index),
                })),
              },
            }),
      });
    }),
    contract.get('/analytics/revenue-over-time', ({ request }) => {
      record('revenue', request);
      return envelope({
        start_date: '2026-11-01',
        end_date: '2026-11-03',
        interval: 'day' as const,
        timezone: 'Europe/Warsaw',
        currency: 'USD',
        currencies: ['EUR', 'USD'],
        total: usd(300),
        series: days.map((day) => ({
          bucket: at(day),
          revenue: usd(100),
          conversions: 1,
          average_value: usd(100),
        })),
      });
    }),
    contract.get('/analytics/breakdown', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return envelope({
        by: (query.get('by') ?? 'event_name') as 'event_name',
        start_date: '2026-11-01',
        end_date: '2026-11-03',
        total: 0,
        items: [],
        others: 0,
      });
    }),
    contract.get('/analytics/domain-performance', () =>
      envelope({ start_date: '2026-11-01', end_date: '2026-11-03', currency: 'USD', domains: [] }),
    ),
    contract.get('/analytics/realtime', () =>
      envelope({
        active_now: 0,
        events_last_minute: 0,
        events_last_5_minutes: 0,
        events_last_30_minutes: 0,
        per_minute: [],
        top_events: [],
        generated_at: new Date(),
      }),
    ),
    contract.get('/analytics/realtime/events', () => envelope({ events: [], latest_at: null })),
  );
  return asked;
}

const figures = () => screen.getByRole('region', { name: 'Key figures' });

function card(label: string) {
  const found = within(figures()).getByText(label).closest('[data-slot="metric-card"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no card ${label}`);
  return {
    value: found.querySelector('[data-slot="metric-card-value"]')?.textContent,
    change: found.querySelector('[data-slot="metric-card-change"]')?.textContent ?? null,
  };
}

describe('AnalyticsScreen', () => {
  it('asks for the URL’s period and comparison and shows each figure with its change', async () => {
    const asked = answerAnalytics();
    await renderRoute(`/analytics${PERIOD}&compare=previous_period`);
    await within(figures()).findByText('12,345');

    expect(asked.summary?.[0]).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-03',
      compare: 'previous_period',
    });
    expect(card('Events')).toEqual({ value: '12,345', change: '+23.5% vs previous period' });
    expect(card('Revenue')).toEqual({ value: '$49,999.00', change: '-5% vs previous period' });
    expect(card('Delivery success rate')).toEqual({ value: '97.2%', change: '+1.5 pp vs previous period' });
    // No change when the compared figure was zero.
    expect(card('Conversions')).toEqual({ value: '321', change: null });
    expect(screen.getByText(/compared with/).textContent).toMatch(
      /^1\s?–\s?3 Nov 2026 compared with 29\s?–\s?31 Oct 2026$/,
    );
  });

  it('draws the compared period as the chart’s second series and asks for day buckets', async () => {
    const asked = answerAnalytics();
    await renderRoute(`/analytics${PERIOD}`);
    // The chart kit loads lazily.
    const table = await screen.findByRole('table', { name: 'Events over time' }, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Events', 'Previous period']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1', '0'],
      ['2', '1'],
      ['3', '2'],
    ]);
    expect(asked.events?.[0]).toMatchObject({ interval: 'day', compare: 'previous_period' });
    // The period saw two currencies: a switch, never a sum.
    expect(await screen.findByRole('button', { name: 'EUR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'USD' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hides every change when nothing is compared', async () => {
    answerAnalytics();
    await renderRoute(`/analytics${PERIOD}&compare=none`);
    await within(figures()).findByText('12,345');
    expect(figures().querySelectorAll('[data-slot="metric-card-change"]')).toHaveLength(0);
  });

  it('says why no change shows when the compared period had no events', async () => {
    answerAnalytics(() => ({
      ...summary(),
      previous: totals({ events: 0, processed: 0, failed: 0, success_rate: null }),
      change: {
        events: null,
        processed: null,
        failed: null,
        revenue: null,
        conversions: null,
        success_rate: null,
      },
    }));
    await renderRoute(`/analytics${PERIOD}&compare=previous_year`);
    await within(figures()).findByText('12,345');
    expect(screen.getByText(/compared with/).textContent).toMatch(/· No events in the compared period\.$/);
    expect(figures().querySelectorAll('[data-slot="metric-card-change"]')).toHaveLength(0);
  });

  it('says so when the period has no events', async () => {
    answerAnalytics(() => summary(totals({ events: 0, processed: 0, failed: 0, success_rate: null })));
    await renderRoute(`/analytics${PERIOD}`);
    expect(await screen.findByText('No events in this period')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Events over time' })).toBeNull();
  });

  it('says test events are left out of the page and where they show, the empty period too', async () => {
    answerAnalytics(() => summary(totals({ events: 0, processed: 0, failed: 0, success_rate: null })));
    await renderRoute(`/analytics${PERIOD}`);
    expect(await screen.findByText('No events in this period')).toBeTruthy();
    expect(
      within(figures()).getByText(
        'Test events are left out of every figure and list on this page: the events list shows them.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/A test event shows how one arrives, in the events list/)).toBeTruthy();
  });

  it('shows an error card with Retry when the figures cannot be read', async () => {
    answerAnalytics(() => refusal(500, 'Server error'));
    await renderRoute(`/analytics${PERIOD}`);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
