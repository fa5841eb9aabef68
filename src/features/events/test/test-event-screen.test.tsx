import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventIngestItem } from '@/api/queries/events';
import { aDomain, servicesSchema } from '../../../../tests/fixtures/domains';
import { anEvent, anIngestResult, aPreview } from '../../../../tests/fixtures/events';
import { contract, envelope, listEnvelope, refusal } from '../../../../tests/msw/contract';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

type IngestAnswer = Parameters<typeof envelope<ReturnType<typeof anIngestResult>>>[0] | Response;

/**
 * Answers what /events/test asks: two domains, the service names, the preview (recording each item it
 * was asked about), POST /events with `ingest` (recording each batch) and GET /events/list with
 * `list(call)` for the arrival polls (nothing by default).
 */
function answerTestScreen({
  ingest = () => anIngestResult(),
  list = () => [],
}: {
  ingest?: () => IngestAnswer;
  list?: (call: number) => ReturnType<typeof anEvent>[];
} = {}) {
  signedInAs();
  const previews: EventIngestItem[] = [];
  const batches: { events: EventIngestItem[] }[] = [];
  const polls: Record<string, string>[] = [];
  server.use(
    domainHandlers.list([aDomain(), aDomain({ id: 'domain-2', name: 'blog.example.org' })]),
    domainHandlers.servicesSchema(servicesSchema()),
    contract.post('/events/preview', async ({ request }) => {
      const item = (await request.json()) as EventIngestItem;
      previews.push(item);
      return envelope(aPreview({ event_name: item.event_name, event_id: item.event_id }));
    }),
    contract.post('/events', async ({ request }) => {
      batches.push((await request.json()) as { events: EventIngestItem[] });
      const answer = ingest();
      return answer instanceof Response ? answer : envelope(answer);
    }),
    contract.get('/events/list', ({ request }) => {
      polls.push(Object.fromEntries(new URL(request.url).searchParams));
      return listEnvelope(list(polls.length), { meta: { next_cursor: null, previous_cursor: null } });
    }),
  );
  return { previews, batches, polls };
}

async function setup() {
  const user = userEvent.setup();
  const { router } = await renderRoute('/events/test');
  const form = await screen.findByRole('form', { name: 'Test event' });
  const field = (name: string) => within(form).getByLabelText<HTMLInputElement>(name);
  return { user, form, field, router };
}

describe('TestEventScreen', () => {
  it('starts from the Purchase template for the first domain, and a template fills the form', async () => {
    answerTestScreen();
    const { user, field } = await setup();

    expect(field('Domain').value).toBe('domain-1');
    expect(field('Event name').value).toBe('Purchase');
    expect(field('Value').value).toBe('49.99');
    expect(field('Currency').value).toBe('USD');
    expect(field('Page address').value).toBe('https://shop.example.com/checkout/thank-you');
    expect(JSON.parse(field('Custom data (JSON)').value)).toMatchObject({ order_id: 'test-order-1' });
    const firstId = field('Event ID').value;
    expect(firstId).toMatch(/^test-[0-9a-f]{12}$/);

    await user.selectOptions(field('Domain'), 'domain-2');
    await user.selectOptions(field('Template'), 'Lead');

    expect(field('Event name').value).toBe('Lead');
    expect(field('Value').value).toBe('');
    expect(field('Currency').value).toBe('');
    expect(field('Page address').value).toBe('https://blog.example.org/contact');
    expect(JSON.parse(field('Custom data (JSON)').value)).toEqual({ form: 'contact' });
    expect(field('Event ID').value).toMatch(/^test-/);
    expect(field('Event ID').value).not.toBe(firstId);
  });

  it('moves the page address to the domain chosen and gives the event a new id, so the next send is no duplicate', async () => {
    const { batches } = answerTestScreen();
    const { user, form, field } = await setup();
    const sentId = field('Event ID').value;
    await user.click(within(form).getByRole('button', { name: 'Send test event' }));
    await screen.findByRole('listitem', { name: sentId });

    await user.selectOptions(field('Domain'), 'domain-2');

    expect(field('Page address').value).toBe('https://blog.example.org/checkout/thank-you');
    expect(field('Event ID').value).toMatch(/^test-[0-9a-f]{12}$/);
    expect(field('Event ID').value).not.toBe(sentId);
    await user.click(within(form).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.events[0]).toMatchObject({
      domain_id: 'domain-2',
      page_url: 'https://blog.example.org/checkout/thank-you',
    });
    expect(batches[1]?.events[0]?.event_id).not.toBe(sentId);
  });

  it('refuses custom data that is not JSON before sending anything', async () => {
    const { batches } = answerTestScreen();
    const { user, form, field } = await setup();

    await user.clear(field('Custom data (JSON)'));
    await user.type(field('Custom data (JSON)'), '{{"oops": ');
    await user.click(within(form).getByRole('button', { name: 'Send test event' }));

    expect(await within(form).findByText('This is not valid JSON.')).toBeTruthy();
    await user.clear(field('Custom data (JSON)'));
    await user.type(field('Custom data (JSON)'), '[[1]');
    expect(
      await within(form).findByText('Custom data must be a JSON object: its fields between braces.'),
    ).toBeTruthy();
    expect(batches).toEqual([]);
  });

  it('puts the server’s reason for rejecting the event under its field and keeps what was typed', async () => {
    const { batches } = answerTestScreen({
      ingest: () =>
        anIngestResult({
          accepted: 0,
          rejected: 1,
          errors: [{ index: 0, event_id: null, errors: { 'events.0.value': ['The value is too large.'] } }],
        }),
    });
    const { user, form, field } = await setup();
    await user.clear(field('Value'));
    await user.type(field('Value'), '99999999');

    await user.click(within(form).getByRole('button', { name: 'Send test event' }));

    expect(await within(form).findByText('The value is too large.')).toBeTruthy();
    expect(within(form).getByText('The event was rejected.')).toBeTruthy();
    expect(field('Value').getAttribute('aria-invalid')).toBe('true');
    expect(field('Value').value).toBe('99999999');
    expect(field('Event name').value).toBe('Purchase');
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events[0]).toMatchObject({
      domain_id: 'domain-1',
      event_name: 'Purchase',
      source: 'test',
      value: 99999999,
      currency: 'USD',
      custom_data: { order_id: 'test-order-1' },
    });
  });

  it('shows the request each destination would receive, and asks again once the form is still', async () => {
    const { previews } = answerTestScreen();
    const { user, field } = await setup();

    const meta = await screen.findByRole('group', { name: 'Meta Conversions API' });
    expect(within(meta).getByText('https://graph.facebook.com/v21.0/104857600012345/events')).toBeTruthy();
    expect(within(meta).getByRole('region', { name: 'Meta Conversions API headers' }).textContent).toContain(
      '"Authorization": "Bearer •••"',
    );
    expect(within(meta).getByRole('region', { name: 'Meta Conversions API body' }).textContent).toContain(
      '"event_name": "Purchase"',
    );
    const webhook = screen.getByRole('group', { name: 'Webhook' });
    expect(within(webhook).getByText('Paused: would receive nothing now')).toBeTruthy();
    expect(within(meta).queryByText('Paused: would receive nothing now')).toBeNull();
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({ domain_id: 'domain-1', event_name: 'Purchase', source: 'test' });

    await user.clear(field('Event name'));
    await user.type(field('Event name'), 'Signup');

    await waitFor(() => expect(previews.at(-1)?.event_name).toBe('Signup'));
    // One call for the name once typed, not one per key.
    expect(previews).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Meta Conversions API' })).getByRole('region', {
          name: 'Meta Conversions API body',
        }).textContent,
      ).toContain('"event_name": "Signup"'),
    );
  });

  it('shows why the preview cannot be made when the server refuses the item', async () => {
    answerTestScreen();
    server.use(
      contract.post('/events/preview', () =>
        refusal(422, 'The given data was invalid.', { event_name: ['The event name is too long.'] }),
      ),
    );
    await setup();

    const alert = await screen.findByText('The preview needs a valid event:');
    expect(alert.parentElement?.textContent).toContain('The event name is too long.');
  });

  it('watches the sent event until it arrives, then links to it in the events list', async () => {
    const { polls, batches } = answerTestScreen({
      list: (call) => (call < 2 ? [] : [anEvent({ id: 'event-9', event_id: eventId, source: 'test' })]),
    });
    let eventId = '';
    const { user, form, field } = await setup();
    eventId = field('Event ID').value;

    await user.click(within(form).getByRole('button', { name: 'Send test event' }));

    const sent = await screen.findByRole('listitem', { name: eventId });
    expect(within(sent).getByText('Accepted')).toBeTruthy();
    expect(within(sent).getByText('Waiting for it to arrive…')).toBeTruthy();
    const link = await within(sent).findByRole('link', { name: 'Open in events list' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe(`/events?search=${eventId}&event=event-9`);
    expect(within(sent).getByText('Processed')).toBeTruthy();
    expect(polls[0]).toEqual({
      search: eventId,
      per_page: '10',
      'filter[domain_id]': 'domain-1',
      'filter[source]': 'test',
    });
    const calls = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Found: no more polling.
    expect(polls).toHaveLength(calls);
    expect(batches).toHaveLength(1);
    // Nothing typed is lost: the form still holds the event.
    expect(field('Event ID').value).toBe(eventId);
  }, 10_000);

  it('says when the same event was already received', async () => {
    answerTestScreen({ ingest: () => anIngestResult({ accepted: 0, duplicates: 1 }) });
    const { user, form, field } = await setup();

    await user.click(within(form).getByRole('button', { name: 'Send test event' }));

    const sent = await screen.findByRole('listitem', { name: field('Event ID').value });
    expect(within(sent).getByText('Duplicate')).toBeTruthy();
  });

  it('keeps the session’s sent events across a visit elsewhere', async () => {
    answerTestScreen();
    const { user, form, field, router } = await setup();
    const eventId = field('Event ID').value;
    await user.click(within(form).getByRole('button', { name: 'Send test event' }));
    await screen.findByRole('listitem', { name: eventId });

    await router.navigate({ to: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await router.navigate({ to: '/events/test' });

    expect(await screen.findByRole('listitem', { name: eventId })).toBeTruthy();
  });
});
