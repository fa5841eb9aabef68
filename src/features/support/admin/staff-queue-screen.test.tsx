import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@/api/queries/support';
import { anAdmin } from '../../../../tests/fixtures/user';
import { contract, envelope, listEnvelope } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const staff = anAdmin({ id: 'staff-1', name: 'Sam Support', email: 'support@example.com' });
const agents = [
  { id: 'staff-1', name: 'Sam Support', email: 'support@example.com' },
  { id: 'staff-2', name: 'Ada Agent', email: 'ada@example.com' },
];

function aTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 'ticket-1',
    number: 7,
    subject: 'Events stopped arriving',
    status: 'pending',
    priority: 'high',
    category: 'tracking',
    user: { id: 'owner-1', name: 'Ola Nowak', email: 'ola@example.com' },
    assignee: null,
    domain_id: null,
    domain_name: null,
    messages_count: 2,
    last_reply_at: new Date('2026-11-25T08:00:00Z'),
    waiting_since: new Date(Date.now() - 5 * 60 * 60_000),
    created_at: new Date('2026-11-24T08:00:00Z'),
    updated_at: new Date('2026-11-25T08:00:00Z'),
    ...overrides,
  };
}

/** Answers the queue's reads and records every list call's query string. */
function answerQueue(tickets: Ticket[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    contract.get('/support/tickets', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return listEnvelope(tickets);
    }),
    contract.get('/support/statistics', () =>
      envelope({
        total: 9,
        by_status: { open: 2, pending: 3, answered: 1, closed: 3 },
        average_first_response_minutes: 150,
      }),
    ),
    contract.get('/support/agents', () => envelope(agents)),
  );
  return asked;
}

async function renderQueue(path = '/admin/support') {
  signedInAs(staff, ['admin.dashboard.view', 'admin.support.view']);
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Support tickets', level: 1 });
  return view;
}

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

beforeEach(() => {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('StaffQueueScreen', () => {
  it('asks for every user’s tickets, the longest waiting first, and shows each with its owner and wait', async () => {
    const asked = answerQueue([aTicket()]);
    await renderQueue();

    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Events stopped arriving/ });
    expect(within(row).getByRole('link', { name: 'Events stopped arriving' }).getAttribute('href')).toBe(
      '/admin/support/tickets/ticket-1',
    );
    expect(within(row).getByText('ola@example.com')).toBeTruthy();
    expect(within(row).getAllByText('5 hours').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('Awaiting support').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('High').length).toBeGreaterThan(0);
    expect(asked[0]?.get('scope')).toBe('all');
    expect(asked[0]?.get('sort')).toBe('waiting_since');
    expect(asked[0]?.get('order')).toBe('asc');
    // The statistics on top.
    const figures = screen.getByRole('region', { name: 'Ticket statistics' });
    await waitFor(() => expect(within(figures).getByText('2 hours')).toBeTruthy());
  });

  it('sends the URL’s filters as the API names them', async () => {
    const asked = answerQueue([]);
    await renderQueue('/admin/support?status=open,pending&priority=urgent&assignee_id=none&waiting_min=1440');

    await screen.findByText('No tickets match these filters.');
    const query = asked.at(-1);
    expect(query?.get('filter[status]')).toBe('open,pending');
    expect(query?.get('filter[priority]')).toBe('urgent');
    expect(query?.get('filter[assignee_id]')).toBe('none');
    expect(query?.get('filter[waiting_min]')).toBe('1440');
  });

  it('searches the queue as the text is typed, without Enter', async () => {
    const asked = answerQueue([aTicket()]);
    const { router } = await renderQueue();
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'arriving');

    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('arriving'), { timeout: 3000 });
    expect(router.state.location.search).toMatchObject({ search: 'arriving' });
  });

  it('puts a chosen assignee in the URL and asks for their tickets', async () => {
    const asked = answerQueue([aTicket()]);
    const { router } = await renderQueue();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Agent' }));

    await waitFor(() => expect(router.state.location.search).toMatchObject({ assignee_id: 'staff-2' }));
    await waitFor(() => expect(asked.at(-1)?.get('filter[assignee_id]')).toBe('staff-2'));
  });

  it('counts the queue’s tickets and lets staff hide a column, the subject always shown', async () => {
    answerQueue([aTicket(), aTicket({ id: 'ticket-2', number: 8, subject: 'Invoice address' })]);
    await renderQueue();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Support tickets, the longest waiting first' });
    await within(table).findByText('Invoice address');

    expect(screen.getByText('2 tickets')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('checkbox', { name: 'Subject' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Owner' }));
    expect(within(table).queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    expect(within(table).queryByText('ola@example.com')).toBeNull();
    // The queue's own widths stay: the assignee from lg, the category from 2xl.
    expect(within(table).getByRole('columnheader', { name: 'Assignee' }).className).toContain(
      'hidden lg:table-cell',
    );
    expect(within(table).getByRole('columnheader', { name: 'Category' }).className).toContain(
      'hidden 2xl:table-cell',
    );
  });

  it('clears filters that match nothing', async () => {
    const asked = answerQueue([]);
    const { router } = await renderQueue('/admin/support?priority=urgent&search=nothing');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(asked.at(-1)?.has('filter[priority]')).toBe(false));
    expect(asked.at(-1)?.has('search')).toBe(false);
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
  });
});
