import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { aDomain, aPlan } from '../../../tests/fixtures/domains';
import { aFailedEvent, anEvent } from '../../../tests/fixtures/events';
import { aUser } from '../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { domainHandlers } from '../../../tests/msw/handlers/domains';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

type Schemas = components['schemas'];

function aDashboard(overrides: Partial<Schemas['UserDashboard']> = {}): Schemas['UserDashboard'] {
  return {
    stats: {
      domains_total: 2,
      domains_active: 1,
      tracking_domains_active: 1,
      events_today: 42,
      events_this_month: 900,
      failed_events_today: 3,
      success_rate: 97.5,
      open_tickets: 0,
    },
    recent_activity: { recent_events: [anEvent()], recent_failed_events: [aFailedEvent()] },
    alerts: [
      {
        key: 'tracking_domain_failed',
        type: 'error',
        title: 'Tracking domain setup failed',
        message: 'Setting up t.shop.example.com failed.',
        domain_id: 'domain-1',
        action_url: '/domains/tracking',
      },
    ],
    ...overrides,
  };
}

const totals = (events: number, revenue: number) => ({
  events,
  processed: events - 10,
  failed: 10,
  pending: 0,
  success_rate: 99,
  revenue: { amount: revenue, currency: 'USD' },
  conversions: 120,
  active_domains: 1,
});

const day = (date: string, events: number) => ({ date, events, processed: events, failed: 0 });

/** Signed in, every read of the dashboard answered; `dashboard` as given. */
function serve(dashboard = aDashboard()) {
  signedInAs(aUser());
  server.use(
    contract.get('/user/dashboard', () => envelope(dashboard)),
    contract.get('/analytics/summary', () =>
      envelope({
        start_date: '2026-01-01',
        end_date: '2026-01-30',
        previous_start_date: '2025-12-02',
        previous_end_date: '2025-12-31',
        current: totals(1500, 1_234_500),
        previous: totals(1200, 1_000_000),
        change: { events: 25, processed: 25, failed: 0, revenue: 23.45, conversions: -4, success_rate: 0.5 },
      }),
    ),
    contract.get('/analytics/events-over-time', () =>
      envelope({
        start_date: '2026-01-01',
        end_date: '2026-01-02',
        interval: 'day' as const,
        timezone: 'UTC',
        series: [
          { bucket: new Date('2026-01-01T00:00:00Z'), events: 5, processed: 4, failed: 1, pending: 0 },
          { bucket: new Date('2026-01-02T00:00:00Z'), events: 6, processed: 6, failed: 0, pending: 0 },
        ],
      }),
    ),
    contract.get('/user/dashboard/usage', () =>
      envelope({
        start_date: '2026-01-01',
        end_date: '2026-01-03',
        totals: { events: 1500, processed: 1490, failed: 10, pending: 0 },
        daily_breakdown: [day('2026-01-01', 500), day('2026-01-02', 400), day('2026-01-03', 600)],
      }),
    ),
    domainHandlers.list([aDomain()]),
    domainHandlers.plans([aPlan()]),
  );
}

describe('DashboardScreen', () => {
  it('shows the period with its change, today, the alerts, recent events and usage', async () => {
    serve();
    await renderRoute('/dashboard');

    expect(
      await screen.findByText('1,500', { selector: '[data-slot="metric-card-value"]' }, { timeout: 3000 }),
    ).toBeDefined();
    expect(screen.getByText('+25%')).toBeDefined();
    expect(screen.getByText('$12,345.00')).toBeDefined();
    expect(screen.getByText('+0.5 pp')).toBeDefined();
    expect(await screen.findByText('42')).toBeDefined();

    const alert = screen.getByText('Tracking domain setup failed').closest('[data-slot="alert"]');
    const fix = within(alert as HTMLElement).getByRole('link', { name: 'Check the DNS record' });
    expect(fix.getAttribute('href')).toBe('/domains/tracking?domain=domain-1');

    expect(screen.getByRole('link', { name: 'Purchase' }).getAttribute('href')).toBe('/events?event=event-1');
    expect(screen.getByRole('link', { name: 'Lead' }).getAttribute('href')).toBe(
      '/events?status=failed&event=event-2',
    );
    expect(screen.getByText('Webhook answered 500')).toBeDefined();

    // Three days of a 100,000-a-month plan allow 10,000 events.
    expect(await screen.findByText('1,500 of 10,000 events your plans allow in 3 days')).toBeDefined();
    expect(screen.getByText('1,234 of 100,000 events')).toBeDefined();
    // The chart's chunk loads lazily: on a busy machine it takes longer than a response.
    expect(await screen.findByRole('button', { name: 'Show as table' }, { timeout: 5000 })).toBeDefined();
  });

  it('says test events are left out of its figures and lists, and where they show', async () => {
    serve();
    await renderRoute('/dashboard');
    const recent = (await screen.findByRole('heading', { name: 'Recent events' })).closest(
      '[data-slot="card"]',
    );
    expect(
      within(recent as HTMLElement).getByText(
        'Test events are left out here, as from every figure of the dashboard: the events list shows them.',
      ),
    ).toBeDefined();
  });

  it('offers a new user their first domain instead of empty figures', async () => {
    serve(
      aDashboard({
        stats: { ...aDashboard().stats, domains_total: 0, domains_active: 0 },
        recent_activity: { recent_events: [], recent_failed_events: [] },
        alerts: [],
      }),
    );
    await renderRoute('/dashboard');

    const add = await screen.findByRole('link', { name: 'Add domain' });
    expect(add.getAttribute('href')).toBe('/domains/add');
    expect(screen.queryByText('Recent events')).toBeNull();
  });

  it('shows an error with Retry where one read failed, and the rest of the screen', async () => {
    serve();
    server.use(contract.get('/analytics/summary', () => refusal(500, 'Boom')));
    await renderRoute('/dashboard');

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeDefined();
    expect(await screen.findByText('Recent events')).toBeDefined();
  });
});
