import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anActivityLogEntry } from '../../../../tests/fixtures/auth';
import { contract, listEnvelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

beforeAll(async () => {
  // The date filter's calendar, which the app loads when the pointer or the focus reaches it: loaded
  // here, its first import (slow under Vitest's transform) does not eat into a test's waiting time.
  await import('@/components/ui/date-range-panel');
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The log's `id`th entry: entries are ten minutes apart, the first the newest. */
function anEntry(id: number, description: string) {
  return anActivityLogEntry({
    id: `log-${String(id)}`,
    description,
    created_at: new Date(Date.now() - id * 10 * 60_000),
  });
}

/** A log of `total` entries, paged as the server pages it; every query it was asked is recorded. */
function answerLog(total = 3) {
  signedInAs();
  const queries: Record<string, string>[] = [];
  server.use(
    contract.get('/auth/activity-logs', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page ?? 1);
      const perPage = Number(query.per_page ?? 10);
      const first = (page - 1) * perPage;
      const entries = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, index) =>
        anEntry(first + index + 1, `Signed in #${String(first + index + 1)}`),
      );
      return listEnvelope(entries, { page, perPage, total });
    }),
  );
  return queries;
}

async function setup(at = '/settings/activity-logs') {
  const user = userEvent.setup();
  const { router } = await renderRoute(at);
  const table = await screen.findByRole('table', { name: 'Account activity' });
  return { user, table, router };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ActivityLogScreen', () => {
  it('lists the newest activity first, as the server orders it', async () => {
    const queries = answerLog(3);
    const { table } = await setup();

    await within(table).findByText('Signed in #1');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Signed in #1');
    expect(rows[0]?.textContent).toContain('10 minutes ago');
    expect(rows[0]?.textContent).toContain('203.0.113.7');
    expect(queries).toEqual([{ page: '1', per_page: '10' }]);
  });

  it('pages through the list, the page kept in the address', async () => {
    const queries = answerLog(25);
    const { user, table, router } = await setup();
    await within(table).findByText('Signed in #1');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await within(table).findByText('Signed in #21')).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(5);
    expect(router.state.location.search).toMatchObject({ page: 3 });
    expect(queries.at(-1)).toEqual({ page: '3', per_page: '10' });
    expect(screen.getByText('Showing 21–25 of 25')).toBeTruthy();
  });

  it('sorts by a column and starts again from the first page', async () => {
    const queries = answerLog(25);
    const { user, table, router } = await setup('/settings/activity-logs?page=2');
    await within(table).findByText('Signed in #11');

    await user.click(within(table).getByRole('button', { name: /When/ }));

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', sort: 'created_at', order: 'asc' }),
    );
    expect(router.state.location.search).toMatchObject({ sort: 'created_at' });
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it('filters by the kind of activity and by days, as filter[…] params', async () => {
    // Noon in Warsaw, the signed-in user's zone: the calendar opens on 22 November.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    const queries = answerLog(3);
    const { user, table, router } = await setup();
    await within(table).findByText('Signed in #1');

    await user.click(screen.getByRole('combobox', { name: 'Activity' }));
    await user.click(await screen.findByRole('option', { name: 'Password' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        per_page: '10',
        'filter[action]': 'auth.password_changed,auth.password_reset,auth.password_reset_requested',
      }),
    );
    screen.getByRole('button', { name: 'Date Any time' }).focus();
    await user.keyboard('{Enter}');
    // The calendar loads on first use, then takes the keyboard.
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).toBeTruthy());
    // The last day first, then three weeks back: the earlier pick becomes the start.
    await user.keyboard('{Enter}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');

    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        'filter[created_at_from]': '2026-11-01',
        'filter[created_at_to]': '2026-11-22',
      }),
    );
    expect(router.state.location.search).toMatchObject({
      action: 'auth.password_changed,auth.password_reset,auth.password_reset_requested',
      created_at_from: '2026-11-01',
      created_at_to: '2026-11-22',
    });
  });

  it('filters by what the owner did to domains, billing and support, not only by sign-ins', async () => {
    const queries = answerLog(3);
    const { user, table } = await setup();
    await within(table).findByText('Signed in #1');

    await user.click(screen.getByRole('combobox', { name: 'Activity' }));
    const kinds = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(kinds).toEqual(expect.arrayContaining(['Domains', 'Billing', 'Support']));
    await user.click(screen.getByRole('option', { name: 'Billing' }));

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', 'filter[action]': 'billing.' }),
    );
  });

  it('shows the days in the address in the date filter, and clears them from there', async () => {
    const queries = answerLog(3);
    const { user, table, router } = await setup(
      '/settings/activity-logs?created_at_from=2026-11-01&created_at_to=2026-11-05',
    );
    await within(table).findByText('Signed in #1');
    expect(queries.at(-1)).toMatchObject({
      'filter[created_at_from]': '2026-11-01',
      'filter[created_at_to]': '2026-11-05',
    });
    const picker = screen.getByRole('button', { name: /^Date / });
    expect(picker.textContent.replace(/\s/g, ' ')).toBe('1 – 5 Nov 2026');

    await user.click(picker);
    await user.click(await screen.findByRole('button', { name: 'Any time' }));

    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '10' }));
    expect(router.state.location.search).not.toHaveProperty('created_at_from');
    expect(router.state.location.search).not.toHaveProperty('created_at_to');
  });

  it('searches the descriptions and addresses as they are typed, without Enter', async () => {
    const queries = answerLog(3);
    const { user, table } = await setup();
    await within(table).findByText('Signed in #1');

    await user.type(screen.getByLabelText('Search'), '203.0');

    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '10', search: '203.0' }), {
      timeout: 3000,
    });
  });

  it('tells an empty log from a filter that matches nothing', async () => {
    answerLog(0);
    const { table } = await setup();
    expect(await within(table).findByText('No activity yet.')).toBeTruthy();
  });

  it('says when nothing matches the filters', async () => {
    answerLog(0);
    const { table } = await setup('/settings/activity-logs?action=domain.');
    expect(await within(table).findByText('No activity matches these filters.')).toBeTruthy();
  });

  it('counts the entries and lets the owner hide when or where from, never what happened', async () => {
    answerLog(3);
    const { user, table } = await setup();
    await within(table).findByText('Signed in #1');
    expect(screen.getByText('3 entries')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('checkbox', { name: 'Activity' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'IP address' }));

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Activity']);
    // What happened names the row: on a phone it is the one cell shown, the others only from sm.
    const [when, activity] = within(bodyRows(table)[0] ?? table).getAllByRole('cell');
    expect(when?.className).toContain('hidden sm:table-cell');
    expect(activity?.className).not.toContain('hidden');
  });

  it('clears filters that match nothing', async () => {
    const queries = answerLog(0);
    const { user, table } = await setup('/settings/activity-logs?action=domain.');
    await within(table).findByText('No activity matches these filters.');

    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '10' }));
    expect(await within(table).findByText('No activity yet.')).toBeTruthy();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    signedInAs();
    let fail = true;
    server.use(
      contract.get('/auth/activity-logs', () =>
        fail ? refusal(500, 'Boom') : listEnvelope([anEntry(1, 'Signed out')]),
      ),
    );
    const user = userEvent.setup();
    await renderRoute('/settings/activity-logs');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    fail = false;

    await user.click(retry);

    const table = await screen.findByRole('table', { name: 'Account activity' });
    expect(await within(table).findByText('Signed out')).toBeTruthy();
  });
});
