import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Domain } from '@/api/queries/domains';
import { aDomain, aLiveTrackingDomain, aPlan, aTrackingDomain } from '../../../../tests/fixtures/domains';
import { contract, envelope, listEnvelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

/** A pending domain without a plan, a subscription or a tracking subdomain. */
const aNewDomain = () =>
  aDomain({
    id: 'domain-2',
    name: 'blog.example.org',
    status: 'pending',
    plan: null,
    subscription_ends_at: null,
    events_count: 0,
    tracking_domains: [],
  });

const aLiveDomain = () => aDomain({ tracking_domains: [aLiveTrackingDomain()] });

/**
 * Answers GET /domains with `domains` (or nothing when a filter or search is sent, if `filteredEmpty`),
 * and GET /plans with `plans`, or with 501 as the server may while it lacks the operation. Every query
 * GET /domains was asked is recorded.
 */
function answerDomains(
  domains: Domain[] = [aLiveDomain(), aNewDomain()],
  { plans, filteredEmpty = false }: { plans?: ReturnType<typeof aPlan>[]; filteredEmpty?: boolean } = {},
) {
  signedInAs();
  const queries: Record<string, string>[] = [];
  server.use(
    contract.get('/domains', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const narrowed = Object.keys(query).some((key) => key === 'search' || key.startsWith('filter['));
      const items = filteredEmpty && narrowed ? [] : domains;
      return listEnvelope(items, { perPage: 10 });
    }),
    contract.get('/plans', () => (plans ? envelope(plans) : refusal(501, 'Not implemented'))),
  );
  return queries;
}

async function setup(at = '/domains') {
  const user = userEvent.setup();
  const { router } = await renderRoute(at);
  const table = await screen.findByRole('table', { name: 'Your domains' });
  return { user, table, router };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('DomainListScreen', () => {
  it('lists the domains with their status, plan, subscription end, events and tracking subdomain', async () => {
    const queries = answerDomains();
    const { table } = await setup();

    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    const [live, fresh] = rows.map((row) => within(row));
    expect(live?.getByRole('link', { name: 'shop.example.com' }).getAttribute('href')).toBe(
      '/domains/domain-1',
    );
    expect(live?.getByText('Active')).toBeTruthy();
    expect(live?.getByText('Pro')).toBeTruthy();
    expect(live?.getByText('1 Feb 2026')).toBeTruthy();
    expect(live?.getByText('1,234')).toBeTruthy();
    // On a phone the plan and the month's events come under the name.
    expect(live?.getByText('Pro · 1,234 events')).toBeTruthy();
    expect(live?.getByText('t.shop.example.com')).toBeTruthy();
    expect(live?.getByText('Live')).toBeTruthy();

    expect(fresh?.getByText('Pending')).toBeTruthy();
    expect(fresh?.getByText('No plan')).toBeTruthy();
    expect(fresh?.getByText('No plan · 0 events')).toBeTruthy();
    expect(fresh?.getByText('Not set up')).toBeTruthy();
    expect(
      fresh
        ?.getByRole('link', { name: 'Set up the tracking subdomain of blog.example.org' })
        .getAttribute('href'),
    ).toBe('/domains/tracking?domain=domain-2');

    expect(screen.getByRole('link', { name: 'Add domain' }).getAttribute('href')).toBe('/domains/add');
    expect(queries).toEqual([{ page: '1', per_page: '10' }]);
  });

  it('counts the domains and hides a column the user chooses to, remembered for the next visit', async () => {
    answerDomains();
    const { user, table } = await setup();

    expect(screen.getByText('2 domains')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The name always shows: it is not among the choices.
    expect(screen.queryByRole('checkbox', { name: 'Domain' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Tracking subdomain' }));

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Domain', 'Status', 'Plan', 'Subscription ends', 'Events this month']);
    expect(localStorage.getItem('tracklane.admin-list.domains.columns')).toBe('{"tracking":false}');
  });

  it('shows a tracking subdomain whose record is not found yet as waiting for DNS', async () => {
    answerDomains([aDomain({ tracking_domains: [aTrackingDomain({ status: 'verifying' })] })]);
    const { table } = await setup();

    const [row] = bodyRows(table).map((element) => within(element));
    expect(row?.getByText('t.shop.example.com')).toBeTruthy();
    expect(row?.getByText('Waiting for DNS')).toBeTruthy();
    expect(row?.queryByText('Failed')).toBeNull();
  });

  it('searches the names as they are typed, without Enter, the text kept in the address', async () => {
    const queries = answerDomains();
    const { user, router } = await setup();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'shop');

    // Once typing stops (300 ms): no key but the letters was pressed.
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', search: 'shop' }), {
      timeout: 3000,
    });
    expect(router.state.location.search).toMatchObject({ search: 'shop' });
  });

  it('sorts by the month’s events and starts again from the first page', async () => {
    const queries = answerDomains();
    const { user, table, router } = await setup('/domains?page=2');

    await user.click(within(table).getByRole('button', { name: /Events this month/ }));

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', sort: 'events_count', order: 'asc' }),
    );
    expect(router.state.location.search).toMatchObject({ sort: 'events_count' });
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it('filters by several statuses at once, as one comma-separated filter[status]', async () => {
    const queries = answerDomains();
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Status All' }));
    const menu = screen.getByRole('menu', { name: 'Status' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Suspended' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Expired' }));

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', 'filter[status]': 'suspended,expired' }),
    );
    expect(router.state.location.search).toMatchObject({ status: 'suspended,expired' });
  });

  it('offers the plans seen on the page and "No plan" while GET /plans fails', async () => {
    const queries = answerDomains();
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Plan All' }));
    const menu = screen.getByRole('menu', { name: 'Plan' });
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['Pro', 'No plan']);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'No plan' }));

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', 'filter[plan]': 'none' }),
    );
    expect(router.state.location.search).toMatchObject({ plan: 'none' });
  });

  it('offers every plan GET /plans lists, by slug', async () => {
    const queries = answerDomains([aNewDomain()], {
      plans: [aPlan(), aPlan({ id: 'plan-business', slug: 'business', name: 'Business' })],
    });
    const { user } = await setup();

    await user.click(screen.getByRole('button', { name: 'Plan All' }));
    const menu = screen.getByRole('menu', { name: 'Plan' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitemcheckbox')
          .map((item) => item.textContent),
      ).toEqual(['Pro', 'Business', 'No plan']),
    );
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Business' }));

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', 'filter[plan]': 'business' }),
    );
  });

  it('reads the filters from the address and shows them in the filter bar', async () => {
    const queries = answerDomains();
    await setup('/domains?status=active,pending&plan=pro&search=shop&sort=name&order=desc');

    expect(queries.at(-1)).toEqual({
      page: '1',
      per_page: '10',
      sort: 'name',
      order: 'desc',
      search: 'shop',
      'filter[status]': 'active,pending',
      'filter[plan]': 'pro',
    });
    expect(screen.getByRole('button', { name: 'Status 2 selected' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plan 1 selected' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('shop');
  });

  it('invites the user to add a first domain when there is none', async () => {
    answerDomains([]);
    const { table } = await setup();

    expect(await within(table).findByText('No domains yet.')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Add your first domain' }).getAttribute('href')).toBe(
      '/domains/add',
    );
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const queries = answerDomains(undefined, { filteredEmpty: true });
    const { user, table, router } = await setup('/domains?status=expired&search=nope');

    expect(await within(table).findByText('No domains match these filters.')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '10' }));
    expect(await within(table).findByText('shop.example.com')).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('status');
    expect(router.state.location.search).not.toHaveProperty('search');
  });

  it('offers a retry when the domains cannot be loaded', async () => {
    signedInAs();
    let fail = true;
    server.use(
      contract.get('/domains', () => (fail ? refusal(500, 'Boom') : listEnvelope([aLiveDomain()]))),
      contract.get('/plans', () => refusal(501, 'Not implemented')),
    );
    const user = userEvent.setup();
    await renderRoute('/domains');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    fail = false;

    await user.click(retry);

    const table = await screen.findByRole('table', { name: 'Your domains' });
    expect(await within(table).findByText('shop.example.com')).toBeTruthy();
  });

  it('offers a retry when another page cannot be loaded, and shows that page once it can', async () => {
    signedInAs();
    let fail = true;
    server.use(
      contract.get('/domains', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? fail
            ? refusal(500, 'Boom')
            : listEnvelope([aNewDomain()], { page: 2, perPage: 10, total: 11 })
          : listEnvelope([aLiveDomain()], { perPage: 10, total: 11 }),
      ),
      contract.get('/plans', () => refusal(501, 'Not implemented')),
    );
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(router.state.location.search).toMatchObject({ page: 2 });
    fail = false;
    await user.click(retry);

    const table = await screen.findByRole('table', { name: 'Your domains' });
    expect(await within(table).findByText('blog.example.org')).toBeTruthy();
  });
});
