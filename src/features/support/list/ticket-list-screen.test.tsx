import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../../tests/fixtures/user';
import { aSupportDesk, supportHandlers } from '../../../../tests/msw/handlers/support';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

/** Signed in as the owner of the desk's two tickets (one answered, one closed). */
function serve(desk = aSupportDesk()) {
  signedInAs(aUser());
  server.use(...supportHandlers.all(desk));
  return desk;
}

async function setup(path = '/support') {
  const user = userEvent.setup();
  const view = await renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Your support tickets' });
  return { user, table, ...view };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const BASE = { page: '1', per_page: '10', scope: 'own' };

describe('TicketListScreen', () => {
  it('shows the figures and the user’s own tickets, with a way to open a new one', async () => {
    const desk = serve();
    const { table } = await setup();

    const figures = screen.getByRole('region', { name: 'Your tickets in figures' });
    await waitFor(() => expect(within(figures).getByText('2 hours')).toBeDefined());
    const [answered, closed] = bodyRows(table).map((row) => within(row));
    expect(answered?.getByText('#1001')).toBeDefined();
    expect(answered?.getByRole('link', { name: 'Events stopped reaching Meta' }).getAttribute('href')).toBe(
      '/support/tickets/ticket-1',
    );
    expect(answered?.getByText('Answered')).toBeDefined();
    expect(answered?.getByText('High')).toBeDefined();
    expect(answered?.getAllByText(/shop\.example\.com/).length).toBeGreaterThan(0);
    expect(closed?.getByText('Closed')).toBeDefined();
    expect(screen.getByRole('link', { name: 'New ticket' }).getAttribute('href')).toBe('/support/new');
    expect(desk.listed).toEqual([BASE]);
  });

  it('filters by status, keeping the choice in the address', async () => {
    const desk = serve();
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Status All' }));
    const menu = screen.getByRole('menu', { name: 'Status' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Closed' }));

    await waitFor(() => expect(desk.listed.at(-1)).toEqual({ ...BASE, 'filter[status]': 'closed' }));
    expect(router.state.location.search).toMatchObject({ status: 'closed' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Your support tickets' }))).toHaveLength(1),
    );
  });

  it('searches once typing stops, and sorts, both in the address', async () => {
    const desk = serve();
    const { user, table, router } = await setup();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'invoice');
    await waitFor(() => expect(desk.listed.at(-1)).toEqual({ ...BASE, search: 'invoice' }));
    expect(router.state.location.search).toMatchObject({ search: 'invoice' });

    await user.click(within(table).getByRole('button', { name: /Last reply/ }));
    await waitFor(() =>
      expect(desk.listed.at(-1)).toEqual({ ...BASE, search: 'invoice', sort: 'last_reply_at', order: 'asc' }),
    );
  });

  it('reads page, size, sort, search and statuses from the address', async () => {
    const desk = serve();
    await setup('/support?page=2&per_page=20&sort=number&order=desc&search=meta&status=open,answered');

    expect(desk.listed.at(-1)).toEqual({
      page: '2',
      per_page: '20',
      sort: 'number',
      order: 'desc',
      search: 'meta',
      'filter[status]': 'open,answered',
      scope: 'own',
    });
    expect(screen.getByRole('button', { name: 'Status 2 selected' })).toBeDefined();
  });

  it('counts the tickets, keeps the subject always shown, and lets the user hide another column', async () => {
    serve();
    const { user, table } = await setup();

    expect(screen.getByText('2 tickets')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('checkbox', { name: 'Subject' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Priority' }));
    expect(within(table).queryByRole('columnheader', { name: /Priority/ })).toBeNull();
    // The subject names the row: on a phone it shows beside the status, the number only from sm up.
    const [number, subject, status] = within(bodyRows(table)[0] ?? table).getAllByRole('cell');
    expect(number?.className).toContain('hidden sm:table-cell');
    expect(subject?.className).not.toContain('hidden');
    expect(status?.className).not.toContain('hidden');
  });

  it('says when nothing matches, and clears the filters and the search together', async () => {
    const desk = serve();
    const { user, table, router } = await setup('/support?search=nothing-like-it&status=closed');

    expect(await within(table).findByText('No tickets match these filters.')).toBeDefined();
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(desk.listed.at(-1)).toEqual(BASE));
    expect(router.state.location.search).not.toHaveProperty('search');
    expect(router.state.location.search).not.toHaveProperty('status');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
  });

  it('invites the user to open a first ticket when there is none', async () => {
    serve(aSupportDesk({ tickets: [] }));
    const { table } = await setup();

    expect(await within(table).findByText('No tickets yet.')).toBeDefined();
    expect(within(table).getByRole('link', { name: 'Open your first ticket' }).getAttribute('href')).toBe(
      '/support/new',
    );
  });
});
