import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESTINATION_URLS, type DeliveryEvent, type DestinationRequest } from './destination.ts';
import { EMAIL_HASH, testEvent } from './test-event.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';
import { webhook } from './webhook.ts';

const SECRET = 'whsec-0123456789';
const NOW = new Date('2026-11-24T12:00:00.000Z');
const NOW_SECONDS = 1795521600;
const SETTINGS = { url: 'https://hooks.example/tracklane', signing_secret: SECRET, include_user_data: false };
const CONTEXT = { urls: DEFAULT_DESTINATION_URLS, now: NOW };

/** The shared test event, with what this destination reads besides. */
function event(overrides: Partial<DeliveryEvent> = {}): DeliveryEvent {
  return testEvent({
    userData: { email_hash: EMAIL_HASH, client_ip: '203.0.113.7', user_agent: 'Mozilla/5.0' },
    customData: { order_id: 'order-1001' },
    ...overrides,
  });
}

function parsed(request: DestinationRequest | undefined) {
  return JSON.parse(request?.body ?? 'null') as { events: Record<string, unknown>[] };
}

describe('webhook.requests', () => {
  it('posts the events to the owner’s URL, signed with the HMAC-SHA256 of the time and body', () => {
    const [request, ...others] = webhook.requests([event()], SETTINGS, CONTEXT);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      eventIds: ['evt-1'],
      method: 'POST',
      url: 'https://hooks.example/tracklane',
    });
    expect(parsed(request)).toEqual({
      events: [
        {
          id: 'evt-1',
          event_name: 'Purchase',
          event_id: 'order-1001',
          event_time: '2026-11-24T10:00:00.900Z',
          source: 'server',
          value: 49.99,
          currency: 'EUR',
          page_url: 'https://shop.example/checkout/thank-you',
          custom_data: { order_id: 'order-1001' },
        },
      ],
    });
    const hmac = createHmac('sha256', SECRET)
      .update(`${NOW_SECONDS}.${request?.body ?? ''}`)
      .digest('hex');
    expect(request?.headers).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'Tracklane-Webhook/1',
      'X-Tracklane-Signature': `t=${NOW_SECONDS},v1=${hmac}`,
    });
  });

  it('adds the email and phone hashes, and nothing else of the user, when include_user_data is on', () => {
    const request = webhook.requests([event()], { ...SETTINGS, include_user_data: true }, CONTEXT)[0];
    expect(parsed(request).events[0]?.user_data).toEqual({ email_hash: 'a'.repeat(64) });
  });

  it('sends nulls for the value and page an event does not have', () => {
    const bare = event({ value: null, currency: null, pageUrl: null, customData: {} });
    expect(parsed(webhook.requests([bare], SETTINGS, CONTEXT)[0]).events[0]).toMatchObject({
      value: null,
      currency: null,
      page_url: null,
      custom_data: {},
    });
  });

  it('splits 101 events into requests of 100 and 1, each signed', () => {
    const events = Array.from({ length: 101 }, (_, index) => event({ id: `evt-${index}` }));
    const requests = webhook.requests(events, SETTINGS, CONTEXT);
    expect(requests.map((request) => parsed(request).events.length)).toEqual([100, 1]);
    for (const request of requests) {
      expect(
        verifyWebhookSignature(SECRET, request.headers['X-Tracklane-Signature'] ?? '', request.body, NOW),
      ).toBe(true);
    }
  });
});

describe('webhook.judge', () => {
  it('judges by HTTP status', () => {
    expect(webhook.judge(202, '')).toBe('delivered');
    expect(webhook.judge(500, '')).toBe('retry');
    expect(webhook.judge(410, '')).toBe('refused');
  });
});

describe('verifyWebhookSignature', () => {
  const body = '{"events":[]}';
  const header = signWebhook(SECRET, body, NOW);

  it('accepts the signature signWebhook made, within the tolerance either side', () => {
    expect(verifyWebhookSignature(SECRET, header, body, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, body, new Date(NOW.getTime() + 300_000))).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, body, new Date(NOW.getTime() - 300_000))).toBe(true);
  });

  it('refuses a tampered body', () => {
    expect(verifyWebhookSignature(SECRET, header, '{"events":[{}]}', NOW)).toBe(false);
  });

  it('refuses another secret', () => {
    expect(verifyWebhookSignature('whsec-other-secret', header, body, NOW)).toBe(false);
  });

  it('refuses a stale or future timestamp', () => {
    expect(verifyWebhookSignature(SECRET, header, body, new Date(NOW.getTime() + 301_000))).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, body, new Date(NOW.getTime() - 301_000))).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, body, new Date(NOW.getTime() + 60_000), 30)).toBe(false);
  });

  it('refuses a timestamp changed after signing', () => {
    const moved = header.replace(`t=${NOW_SECONDS}`, `t=${NOW_SECONDS + 1}`);
    expect(verifyWebhookSignature(SECRET, moved, body, NOW)).toBe(false);
  });

  it('refuses malformed headers and accepts any one matching v1 of several', () => {
    const v1 = header.split('v1=')[1] ?? '';
    expect(verifyWebhookSignature(SECRET, '', body, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, `v1=${v1}`, body, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, `t=abc,v1=${v1}`, body, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, `t=${NOW_SECONDS},v1=${v1.slice(1)}`, body, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, `t=${NOW_SECONDS},v1=${'0'.repeat(64)},v1=${v1}`, body, NOW)).toBe(
      true,
    );
  });
});
