import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/fixtures/user';
import { adminQueuesHandlers, aQueueStore, type QueueStore } from '../../../tests/msw/handlers/admin-queues';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

const PERMISSIONS = ['admin.queue-monitoring.view', 'admin.queue-monitoring.update', 'admin.system.view'];

async function renderQueues(path = '/admin/queue-monitoring', store: QueueStore = aQueueStore()) {
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: PERMISSIONS }), PERMISSIONS);
  server.use(...adminQueuesHandlers(store));
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Queue monitoring', level: 1 }, { timeout: 10_000 });
  return { ...view, store };
}

describe('QueuesScreen', { timeout: 30_000 }, () => {
  it('shows each queue’s counts and last hour, and the failed deliveries grouped, linked to the domain', async () => {
    await renderQueues();
    const queues = await screen.findByRole('list', { name: 'Queues' });
    expect(within(queues).getByText('events.deliver')).toBeTruthy();
    expect(within(queues).getByRole('img', { name: /Last hour: \d+ completed, 2 failed/ })).toBeTruthy();
    // A queue with nothing to show is only named, below the cards.
    expect(within(queues).queryByText('auth.mail_magic_link')).toBeNull();
    const idle = screen.getByRole('list', { name: 'Idle, no jobs in the last 24 hours:' });
    expect(within(idle).getByRole('listitem').textContent).toBe('auth.mail_magic_link');
    const groups = await screen.findByRole('list', { name: 'Failed deliveries' });
    expect(within(groups).getByRole('link', { name: 'shop.example.com' }).getAttribute('href')).toBe(
      '/admin/domains/domain-1',
    );
    expect(within(groups).getByText(/given up \(status 500\)/)).toBeTruthy();
  });

  it('lists a group’s jobs through the URL’s filters, and opens a job with its data masked', async () => {
    const { store, router } = await renderQueues();
    const groups = await screen.findByRole('list', { name: 'Failed deliveries' });
    await userEvent.click(within(groups).getByRole('button', { name: 'Show the jobs and their events' }));
    await waitFor(() => expect(store.listed.at(-1)?.get('filter[domain_id]')).toBe('domain-1'));
    const query = store.listed.at(-1);
    expect(query?.get('filter[destination]')).toBe('webhook');
    expect(query?.get('filter[state]')).toBe('failed');
    expect(router.state.location.search).toMatchObject({ domain_id: 'domain-1', destination: 'webhook' });

    await userEvent.click((await screen.findAllByRole('button', { name: '11111111' }))[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText(/"token": "\*\*\*\*\*\*\*\*"/)).toBeTruthy();
    // The request that queued it, linked to its log lines.
    const request = within(sheet).getByRole('link', { name: '6f1c2b9e-0000-4000-8000-000000000001' });
    expect(decodeURIComponent(request.getAttribute('href') ?? '')).toContain(
      'request_id=6f1c2b9e-0000-4000-8000-000000000001',
    );
    expect(router.state.location.search).toMatchObject({ job: '11111111-1111-4111-8111-111111111111' });
  });

  it('retries all of a group’s jobs once the server’s count is confirmed with a reason', async () => {
    const { store } = await renderQueues();
    const groups = await screen.findByRole('list', { name: 'Failed deliveries' });
    await userEvent.click(within(groups).getByRole('button', { name: 'Retry all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry 2 jobs?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'The webhook is fixed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry all' }));
    const sent = () => store.actions.find((action) => 'expected_count' in action);
    await waitFor(() => expect(sent()).toBeTruthy());
    expect(sent()).toEqual({
      action: 'retry',
      reason: 'The webhook is fixed',
      expected_count: 2,
      filter: { state: 'failed', queue: 'events.deliver', domain_id: 'domain-1', destination: 'webhook' },
    });
    expect(await screen.findByText('No failed deliveries.')).toBeTruthy();
  });
});
