import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminDomain } from '../../../../tests/fixtures/admin-domains';
import { aUser } from '../../../../tests/fixtures/user';
import { adminDomainsHandlers, aDomainStore } from '../../../../tests/msw/handlers/admin-domains';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const ALL = ['admin.domains.view', 'admin.domains.update', 'admin.domains.delete'];

async function renderDomains(path: string, store = aDomainStore()) {
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: ALL }), ALL);
  server.use(...adminDomainsHandlers(store));
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Domains', level: 1 }, { timeout: 10_000 });
  return { ...view, store };
}

describe('DomainsScreen', { timeout: 30_000 }, () => {
  it('asks for the stuck domains and the order the dashboard’s links name, and shows owner, events and failures', async () => {
    const store = aDomainStore([
      anAdminDomain({
        id: 'd-1',
        name: 'busy.example.com',
        events_this_month: 48_000,
        delivery_failure_rate: 0.25,
      }),
    ]);
    await renderDomains('/admin/domains?stuck_hours=24&sort=events_count&order=desc', store);
    const table = await screen.findByRole('table', { name: 'Domains' });
    const row = within(table).getByRole('row', { name: /busy\.example\.com/ });
    expect(row.textContent).toContain('ola@example.com');
    expect(row.textContent).toContain('48,000');
    expect(row.textContent).toContain('25%');
    const query = store.listed.at(-1);
    expect(query?.get('filter[stuck_hours]')).toBe('24');
    expect(query?.get('sort')).toBe('events_count');
  });

  it('suspends everything matching the filters in one request carrying the count it confirmed', async () => {
    const user = userEvent.setup();
    const store = aDomainStore(
      [...Array(12).keys()].map((index) =>
        anAdminDomain({ id: `d-${index}`, name: `s${index}.example.com` }),
      ),
    );
    await renderDomains('/admin/domains?status=active', store);
    await screen.findByRole('table', { name: 'Domains' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Select everything matching (12 domains)' }));
    await user.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 12 domains?' });
    await user.type(within(dialog).getByRole('textbox'), 'Unpaid for months');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    // Said once the list has been asked for again, which may outlast the default second on a busy machine.
    await screen.findByText('Suspended: 12 domains', undefined, { timeout: 10_000 });
    expect(store.bulk).toEqual([
      { filter: { status: 'active' }, expected_count: 12, status: 'suspended', reason: 'Unpaid for months' },
    ]);
  });
});
