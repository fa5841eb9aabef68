import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackedEvent } from '@/api/queries/events';
import { aDomain, servicesSchema } from '../../../../tests/fixtures/domains';
import { aFailedEvent, anAttempt, anEvent } from '../../../../tests/fixtures/events';
import { contract, listEnvelope, refusal } from '../../../../tests/msw/contract';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { eventHandlers, type EventCursors } from '../../../../tests/msw/handlers/events';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

type Answer = { events: TrackedEvent[]; cursors?: EventCursors };

/**
 * Answers GET /events/list with `answer(query)` (the processed Purchase and the failed Lead by default),
 * GET /events/search with the Purchase, and the calls around the list (health, domains, service names).
 * Every query of either list call is recorded, the search's under `calls`.
 */
function answerEvents(
  answer: (query: Record<string, string>) => Answer = () => ({
    events: [anEvent(), aFailedEvent()],
  }),
) {
  signedInAs();
  const queries: Record<string, string>[] = [];
  const searches: Record<string, string>[] = [];
  server.use(
    contract.get('/events/list', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const { events, cursors } = answer(query);
      return listEnvelope(events, {
        perPage: 10,
        total: events.length === 0 ? 0 : 42,
        meta: { next_cursor: null, previous_cursor: null, ...cursors },
      });
    }),
    contract.get('/events/search', ({ request }) => {
      searches.push(Object.fromEntries(new URL(request.url).searchParams));
      return listEnvelope([anEvent()], { perPage: 10, total: 1 });
    }),
    eventHandlers.health(),
    eventHandlers.attempts([
      anAttempt({ service: 'meta_capi' }),
      anAttempt({
        service: 'webhook',
        outcome: 'failed',
        http_status: 500,
        response: 'upstream exploded',
        error: 'Server error',
        duration_ms: 830,
      }),
    ]),
    domainHandlers.list([aDomain(), aDomain({ id: 'domain-2', name: 'blog.example.org' })]),
    domainHandlers.servicesSchema(servicesSchema()),
  );
  return { queries, searches };
}

const BASE = { per_page: '10', sort: 'event_time', order: 'desc' };

async function setup(at = '/events') {
  const user = userEvent.setup();
  const { router } = await renderRoute(at);
  const table = await screen.findByRole('table', { name: 'Events' });
  return { user, table, router };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('EventsListScreen', () => {
  it('lists the events with time, name, domain, status, source, value and destinations', async () => {
    const { queries } = answerEvents();
    const { table } = await setup();

    const [purchase, lead] = bodyRows(table).map((row) => within(row));
    // 12:00 UTC in the user's zone, Europe/Warsaw: in its column, and under the name for a phone.
    expect(purchase?.getAllByText('10 Jan 2026, 13:00')).toHaveLength(2);
    expect(purchase?.getByRole('link', { name: 'Purchase' }).getAttribute('href')).toBe(
      '/events?event=event-1',
    );
    expect(purchase?.getByText('order-10045')).toBeTruthy();
    expect(purchase?.getByText('Processed')).toBeTruthy();
    expect(purchase?.getByText('Server')).toBeTruthy();
    expect(purchase?.getByText('$49.99')).toBeTruthy();
    // Each destination by its short product name, its state in words for readers; once in its column and
    // once under the name, where it shows on a phone.
    const delivered = await within(table).findAllByTitle('Delivered');
    expect(delivered.map((badge) => badge.textContent)).toEqual(['Meta: Delivered', 'Meta: Delivered']);

    expect(lead?.getByText('Failed')).toBeTruthy();
    expect(lead?.getByText('Webhook answered 500')).toBeTruthy();
    expect(lead?.getAllByTitle('Failed: Gave up after 2 attempts')[0]?.textContent).toBe('Webhook: Failed');
    expect(queries).toEqual([BASE]);
    expect(screen.getByText('42 events')).toBeTruthy();
  });

  it('shows each destination’s health above the list', async () => {
    answerEvents();
    await setup();

    const strip = await screen.findByRole('region', { name: 'Destinations health' });
    expect(within(strip).getByText('Operational')).toBeTruthy();
    const [meta, webhook] = within(strip)
      .getAllByRole('listitem')
      .map((card) => within(card));
    expect(meta?.getByText('Healthy')).toBeTruthy();
    expect(meta?.getByText('99.9%')).toBeTruthy();
    expect(webhook?.getByText('Failing')).toBeTruthy();
    expect(webhook?.getByText('80%')).toBeTruthy();
    expect(webhook?.getByText('12')).toBeTruthy();
  });

  it('filters by status and domain, the filters kept in the address', async () => {
    const { queries } = answerEvents();
    const { user, router } = await setup();

    await user.click(screen.getByRole('button', { name: 'Status All' }));
    const menu = screen.getByRole('menu', { name: 'Status' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Failed' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(queries.at(-1)).toEqual({ ...BASE, 'filter[status]': 'failed' }));
    expect(router.state.location.search).toMatchObject({ status: 'failed' });

    await user.click(screen.getByRole('combobox', { name: 'Domain' }));
    await user.click(await screen.findByRole('option', { name: 'blog.example.org' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        ...BASE,
        'filter[status]': 'failed',
        'filter[domain_id]': 'domain-2',
      }),
    );
    expect(router.state.location.search).toMatchObject({ status: 'failed', domain_id: 'domain-2' });
  });

  it('reads the filters, order and cursor from the address', async () => {
    const { queries } = answerEvents();
    await setup('/events?event_name=Purchase,MyCustom&source=test&sort=event_time&cursor=c-9&per_page=20');

    expect(queries.at(-1)).toEqual({
      per_page: '20',
      sort: 'event_time',
      order: 'asc',
      cursor: 'c-9',
      'filter[event_name]': 'Purchase,MyCustom',
      'filter[source]': 'test',
    });
    expect(screen.getByRole('button', { name: 'Event 2 selected' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Order' }).textContent).toBe('Oldest first');
  });

  it('pages with Older and Newer through the server’s cursors, the cursor in the address', async () => {
    const { queries } = answerEvents((query) =>
      query.cursor === 'c-2'
        ? { events: [aFailedEvent()], cursors: { previous_cursor: 'c-1' } }
        : { events: [anEvent()], cursors: { next_cursor: 'c-2' } },
    );
    const { user, table, router } = await setup();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Newer' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Older' }));

    await waitFor(() => expect(queries.at(-1)).toEqual({ ...BASE, cursor: 'c-2' }));
    expect(router.state.location.search).toMatchObject({ cursor: 'c-2' });
    expect(await within(table).findByText('lead-77')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ ...BASE, cursor: 'c-1' }));
  });

  it('searches with GET /events/search as the text is typed, without Enter, dropping the cursor', async () => {
    const { searches } = answerEvents();
    const { user, router } = await setup('/events?cursor=c-5');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'order');

    // Once typing stops (300 ms): no key but the letters was pressed.
    await waitFor(() => expect(searches.at(-1)).toEqual({ ...BASE, page: '1', q: 'order' }), {
      timeout: 3000,
    });
    expect(router.state.location.search).toMatchObject({ search: 'order' });
    expect(router.state.location.search).not.toHaveProperty('cursor');
  });

  it('opens an event’s panel with its fields, payload and delivery attempts, its id in the address', async () => {
    answerEvents();
    const { user, table, router } = await setup();

    await user.click(within(table).getByRole('link', { name: 'Lead' }));

    const panel = await screen.findByRole('dialog', { name: 'Lead' });
    expect(router.state.location.search).toMatchObject({ event: 'event-2' });
    expect(within(panel).getByText('lead-77')).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Payload' }).textContent).toContain('{}');
    const webhook = await within(panel).findByRole('region', { name: 'Webhook' });
    expect(within(webhook).getByText('Attempt 1')).toBeTruthy();
    expect(within(webhook).getByText('HTTP 500')).toBeTruthy();
    expect(within(webhook).getByText('upstream exploded')).toBeTruthy();
    expect(within(webhook).getByText('Server error')).toBeTruthy();
    expect(within(webhook).getByText('830 ms')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('event'));
  });

  it('opens the event named in the address on a reload, payload pretty-printed', async () => {
    answerEvents();
    // The open panel hides the table from readers, so this waits for the panel alone.
    await renderRoute('/events?event=event-1');

    const panel = await screen.findByRole('dialog', { name: 'Purchase' });
    expect(within(panel).getByText('Computer')).toBeTruthy();
    expect(within(panel).getByText('https://shop.example.com/checkout/thanks')).toBeTruthy();
    const payload = within(panel).getByRole('region', { name: 'Payload' });
    expect(payload.querySelector('pre')?.textContent).toBe(JSON.stringify(anEvent().custom_data, null, 2));
    expect(within(payload).getByRole('button', { name: 'Copy Payload' })).toBeTruthy();
    const meta = await within(panel).findByRole('region', { name: 'Meta Conversions API' });
    expect(within(meta).getByText('HTTP 200')).toBeTruthy();
    expect(within(meta).getByText('{"events_received":1}')).toBeTruthy();
  });

  it('gives the focus to the event’s link in the list when its panel, opened from the address, closes', async () => {
    answerEvents();
    const user = userEvent.setup();
    // Opened by a reload or a link from another screen: nothing of this page had the focus before.
    await renderRoute('/events?event=event-1');
    await screen.findByRole('dialog', { name: 'Purchase' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Events' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(table).getByRole('link', { name: 'Purchase' })),
    );
  });

  it('invites the user to send a test event when there is none', async () => {
    answerEvents(() => ({ events: [] }));
    const { table } = await setup();

    expect(await within(table).findByText('No events yet')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Send a test event' }).getAttribute('href')).toBe(
      '/events/test',
    );
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { queries } = answerEvents((query) =>
      query['filter[status]'] ? { events: [] } : { events: [anEvent()] },
    );
    const { user, table, router } = await setup('/events?status=failed');

    expect(await within(table).findByText('No events match these filters.')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(queries.at(-1)).toEqual(BASE));
    expect(await within(table).findByText('order-10045')).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('offers a retry when the events cannot be loaded', async () => {
    answerEvents();
    let fail = true;
    server.use(
      contract.get('/events/list', () =>
        fail ? refusal(500, 'Boom') : listEnvelope([anEvent()], { meta: { next_cursor: null } }),
      ),
    );
    const user = userEvent.setup();
    await renderRoute('/events');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    fail = false;

    await user.click(retry);

    const table = await screen.findByRole('table', { name: 'Events' });
    expect(await within(table).findByText('order-10045')).toBeTruthy();
  });

  it('keeps the list when the health cannot be loaded', async () => {
    answerEvents();
    server.use(contract.get('/events/health', () => refusal(500, 'Boom')));
    const { table } = await setup();

    expect(await screen.findByText("The destinations' health could not be loaded.")).toBeTruthy();
    expect(within(table).getByText('order-10045')).toBeTruthy();
  });
});
