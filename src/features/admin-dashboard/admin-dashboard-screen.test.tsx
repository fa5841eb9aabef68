import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/api/queries/user';
import { anAdminDashboard, aSupportDashboard } from '../../../tests/fixtures/admin-dashboard';
import { anAdmin } from '../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { adminDashboardHandlers } from '../../../tests/msw/handlers/admin-dashboard';
import { domainHandlers } from '../../../tests/msw/handlers/domains';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

/** Every list the dashboard leads to, as the admin role holds them. */
const ADMIN_PERMISSIONS = [
  'admin.dashboard.view',
  'admin.users.view',
  'admin.domains.view',
  'admin.payments.view',
  'admin.support.view',
  'admin.queue-monitoring.view',
];
const SUPPORT_PERMISSIONS = ['admin.dashboard.view', 'admin.support.view'];

const administrator = anAdmin({ permissions: ADMIN_PERMISSIONS });
const supportDesk = anAdmin({
  id: 'support-1',
  name: 'Sam Support',
  email: 'support@example.com',
  roles: ['support'],
  permissions: SUPPORT_PERMISSIONS,
});

beforeAll(async () => {
  // The screen, which the router loads when the route is first opened: loaded here, its first import
  // (slow under Vitest's transform) does not eat into the first test's time.
  await import('./admin-dashboard-screen');
});

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The failing destinations are named from the services' schema.
  server.use(domainHandlers.servicesSchema());
});

/** The dashboard signed in as `user`, once its figures (or its error) replace the placeholders. */
async function renderDashboard(user: Profile = administrator, { settled = true } = {}) {
  signedInAs(user, user.permissions);
  const view = await renderRoute('/admin/dashboard');
  await screen.findByRole('heading', { name: 'Admin dashboard', level: 1 });
  if (settled) {
    // The first render of a file also loads the screen's modules: on a busy machine, more than a second.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 4000 });
  }
  return view;
}

/** The link's address as the browser would follow it, its search decoded. */
const target = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '');

/** The figure card holding the link named `name`. */
const cardOf = (name: string) =>
  screen.getByRole('link', { name }).closest<HTMLElement>('[data-slot="metric-card"]') as HTMLElement;

// Each test renders the whole app at the route; on a machine busy with other suites the first one took
// past the default 5 s.
describe('AdminDashboardScreen', { timeout: 15_000 }, () => {
  it('shows each platform figure with its trend against the previous period', async () => {
    server.use(adminDashboardHandlers.dashboard());
    await renderDashboard();

    await screen.findByRole('link', { name: 'Users: 1,250' });
    const users = cardOf('Users: 1,250');
    expect(within(users).getByText(/vs a month ago/).textContent).toBe('+25% vs a month ago');
    const newUsers = cardOf('New accounts this month: 300');
    expect(within(newUsers).getByText(/vs the same days last month/).textContent).toBe(
      '+25% vs the same days last month',
    );
    expect(within(newUsers).getByRole('list').textContent).toBe('Today 12 +20%This week 80 -20%');
    expect(within(cardOf('Domains: 410')).getByText(/vs a month ago/).textContent).toBe(
      '+2.5% vs a month ago',
    );
    expect(within(cardOf('Events today: 48,000')).getByText(/yesterday/).textContent).toBe(
      '+20% vs this time yesterday',
    );
    expect(within(cardOf('Events this month: 1,200,000')).getByText(/last month/).textContent).toBe(
      '+20% vs the same days last month',
    );
    const delivery = cardOf('Delivery success today: 99.5%');
    expect(within(delivery).getByText(/yesterday/).textContent).toBe('+1.5 pp vs this time yesterday');
    expect(within(delivery).getByRole('list').textContent).toBe(
      'Delivered today 47,760 This month 99.2% 0 pp',
    );
    // Open tickets have no past counts to compare with.
    expect(within(cardOf('Open tickets: 17')).queryByText(/vs/)).toBeNull();
  });

  it('leads from each figure to the list behind it, filtered to what it counts', async () => {
    server.use(adminDashboardHandlers.dashboard());
    await renderDashboard();

    const link = async (name: string) => target(await screen.findByRole('link', { name }));
    expect(await link('Users: 1,250')).toBe('/admin/users');
    expect(await link('Active 1,100')).toBe('/admin/users?status=active');
    expect(await link('Pending 120')).toBe('/admin/users?status=pending');
    expect(await link('Suspended 30')).toBe('/admin/users?status=suspended');
    expect(await link('Administrators 3')).toBe('/admin/users?is_admin=true');
    expect(await link('New accounts this month: 300')).toBe('/admin/users?sort=created_at&order=desc');
    expect(await link('Domains: 410')).toBe('/admin/domains');
    const domains = within(screen.getByRole('list', { name: 'Domains by status' }));
    expect(domains.getAllByRole('link').map(target)).toEqual([
      '/admin/domains?status=active',
      '/admin/domains?status=pending',
      '/admin/domains?status=suspended',
      '/admin/domains?status=expired',
    ]);
    expect(await link('Events today: 48,000')).toBe('/admin/domains?sort=events_count&order=desc');
    expect(await link('Delivery success today: 99.5%')).toBe('/admin/queue-monitoring?state=failed');
    expect(await link('Open tickets: 17')).toBe('/admin/support?status=open,pending,answered');
  });

  it('shows revenue one currency at a time, never added up, each against last month in its currency', async () => {
    server.use(adminDashboardHandlers.dashboard());
    await renderDashboard();

    await screen.findByRole('link', { name: 'Revenue this month: €12,500.00' });
    const revenue = cardOf('Revenue this month: €12,500.00');
    expect(within(revenue).getByText(/last month/).textContent).toBe('+25% vs the same days last month');
    const others = within(revenue).getByRole('list', { name: 'Revenue in other currencies' });
    expect(others.textContent).toBe('USD $4,800.00 -20%');
    expect(target(within(others).getByRole('link'))).toBe('/admin/payments?currency=USD');
    expect(target(screen.getByRole('link', { name: 'Revenue this month: €12,500.00' }))).toBe(
      '/admin/payments?currency=EUR',
    );
    // 12,500 + 4,800 in any currency would be a sum across currencies.
    expect(revenue.textContent).not.toMatch(/17,300/);
  });

  it('lists what needs attention, each item leading to its record', async () => {
    const dashboard = anAdminDashboard();
    server.use(
      adminDashboardHandlers.dashboard({
        ...dashboard,
        attention: { ...dashboard.attention, stuck_tracking_domains_count: 4 },
      }),
    );
    await renderDashboard();

    const strip = within(await screen.findByRole('region', { name: 'Needs attention' }));
    const stuck = within(strip.getByRole('region', { name: 'Tracking subdomains stuck in setup' }));
    expect(target(stuck.getByRole('link', { name: 't.shop.example.com' }))).toBe('/admin/domains/domain-7');
    expect(stuck.getByText('shop.example.com · Waiting for DNS for 3 days')).toBeTruthy();
    expect(stuck.getByText('and 3 more')).toBeTruthy();
    expect(target(stuck.getByRole('link', { name: 'See all' }))).toBe('/admin/domains?stuck_hours=24');

    const failing = within(strip.getByRole('region', { name: 'Failing destinations' }));
    const destination = await failing.findByRole('link', {
      name: 'Meta Conversions API on blog.example.org',
    });
    expect(target(destination)).toBe('/admin/domains/domain-8');
    expect(failing.getByText('42 failed deliveries in 5 hours')).toBeTruthy();

    const waiting = within(strip.getByRole('region', { name: 'Tickets waiting longest' }));
    expect(target(waiting.getByRole('link', { name: '#1042 Events stopped reaching Meta' }))).toBe(
      '/admin/support/tickets/ticket-9',
    );
    expect(waiting.getByText('Waiting for 6 hours')).toBeTruthy();
    expect(waiting.getByText('9 in all')).toBeTruthy();
    expect(waiting.getByText('and 8 more')).toBeTruthy();
    expect(target(waiting.getByRole('link', { name: 'See all' }))).toBe(
      '/admin/support?status=open,pending,answered',
    );
  });

  it('lists the newest accounts, each opening its page', async () => {
    server.use(adminDashboardHandlers.dashboard());
    await renderDashboard();

    const signups = within(await screen.findByRole('region', { name: 'Recent sign-ups' }));
    const items = signups.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Zofia KowalskaActivezofia@example.com2 hours ago · with Google',
      'Jan NowakPendingjan@example.comyesterday · email not verified',
    ]);
    expect(target(signups.getByRole('link', { name: 'Zofia Kowalska' }))).toBe('/admin/users/user-31');
  });

  it('says when the figures were computed and asks again on Refresh', async () => {
    let asked = 0;
    server.use(
      contract.get('/admin/dashboard', () => {
        asked += 1;
        return envelope(anAdminDashboard({ open_tickets: asked === 1 ? 17 : 18 }));
      }),
    );
    await renderDashboard();

    // 09:30 UTC in the administrator's zone, Europe/Warsaw.
    expect((await screen.findByText(/Data as of/)).textContent).toBe('Data as of 28 Nov 2026, 10:30');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('link', { name: 'Open tickets: 18' })).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('shows the support account its part alone: the open tickets and those waiting longest', async () => {
    server.use(adminDashboardHandlers.dashboard(aSupportDashboard()));
    await renderDashboard(supportDesk);

    expect(target(await screen.findByRole('link', { name: 'Open tickets: 17' }))).toBe(
      '/admin/support?status=open,pending,answered',
    );
    const strip = within(screen.getByRole('region', { name: 'Needs attention' }));
    expect(strip.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Tickets waiting longest',
    ]);
    expect(
      screen.getAllByRole('link', { name: /: / }).map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Open tickets: 17']);
    for (const absent of [/^Users/, /^Domains/, /^Revenue/, /^Events/, /^Delivery/, 'Recent sign-ups']) {
      expect(screen.queryByText(absent)).toBeNull();
    }
  });

  it('shows a figure as text, not a link, to a caller whose permissions do not open its list', async () => {
    server.use(adminDashboardHandlers.dashboard());
    await renderDashboard({ ...supportDesk, permissions: ['admin.dashboard.view', 'admin.users.view'] });

    expect(await screen.findByRole('link', { name: 'Users: 1,250' })).toBeTruthy();
    const tickets = screen.getByText('Open tickets').closest<HTMLElement>('[data-slot="metric-card"]');
    expect(tickets?.querySelector('[data-slot="metric-card-value"]')?.textContent).toBe('17');
    expect(within(tickets as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says all is well where nothing needs attention and nobody signed up', async () => {
    server.use(
      adminDashboardHandlers.dashboard(
        anAdminDashboard({
          attention: {
            stuck_tracking_domains: [],
            stuck_tracking_domains_count: 0,
            failing_destinations: [],
            failing_destinations_count: 0,
            waiting_tickets: [],
            waiting_tickets_count: 0,
          },
          recent_signups: [],
        }),
      ),
    );
    await renderDashboard();

    expect(await screen.findByText('No tracking subdomain is stuck.')).toBeTruthy();
    expect(screen.getByText('Every destination is delivering.')).toBeTruthy();
    expect(screen.getByText('No ticket is waiting for staff.')).toBeTruthy();
    expect(screen.getByText('Nobody has signed up yet.')).toBeTruthy();
  });

  it('says so when the caller’s permissions open no section of the dashboard', async () => {
    server.use(
      adminDashboardHandlers.dashboard({ generated_at: new Date('2026-11-28T09:30:00Z'), alerts: [] }),
    );
    await renderDashboard({ ...supportDesk, permissions: ['admin.dashboard.view'] });

    expect(await screen.findByText('No figures for your role')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Platform figures' })).toBeNull();
  });

  it('shows the server’s alerts in the strip, each leading to the screen that deals with it', async () => {
    server.use(
      adminDashboardHandlers.dashboard(
        anAdminDashboard({
          alerts: [
            {
              key: 'failed_jobs',
              type: 'error',
              title: 'Failed jobs',
              message: '12 jobs failed in the last hour.',
              count: 12,
              action_url: '/admin/queue-monitoring?state=failed',
            },
          ],
        }),
      ),
    );
    await renderDashboard();

    const strip = within(await screen.findByRole('region', { name: 'Needs attention' }));
    expect(strip.getByText('12 jobs failed in the last hour.')).toBeTruthy();
    expect(target(strip.getByRole('link', { name: 'Open' }))).toBe('/admin/queue-monitoring?state=failed');
  });

  it('shows placeholders while the figures load', async () => {
    let answer: (() => void) | undefined;
    server.use(
      contract.get('/admin/dashboard', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return envelope(aSupportDashboard());
      }),
    );
    await renderDashboard(supportDesk, { settled: false });

    // The support account's permissions open one figure and one attention list.
    await waitFor(() => expect(answer).toBeDefined());
    expect(document.querySelectorAll('[data-slot="metric-card"][aria-busy="true"]')).toHaveLength(1);
    answer?.();
    expect(await screen.findByRole('link', { name: 'Open tickets: 17' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the server’s error with Retry, which asks again', async () => {
    let asked = 0;
    server.use(
      contract.get('/admin/dashboard', () => {
        asked += 1;
        return asked === 1
          ? refusal(500, 'The figures could not be computed.')
          : envelope(anAdminDashboard());
      }),
    );
    await renderDashboard();

    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('The figures could not be computed.');
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Users: 1,250' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
