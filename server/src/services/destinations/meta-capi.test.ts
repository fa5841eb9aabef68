import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESTINATION_URLS,
  DestinationSettingError,
  sha256Hex,
  type DeliveryEvent,
  type DestinationRequest,
} from './destination.ts';
import { EMAIL_HASH, PHONE_HASH, testEvent } from './test-event.ts';
import { metaCapi } from './meta-capi.ts';

const SETTINGS = { pixel_id: '104857600012345', access_token: 'EAAB-secret-token', test_event_code: null };
const CONTEXT = { urls: { ...DEFAULT_DESTINATION_URLS, meta: 'https://meta.test' }, now: new Date() };

/** The shared test event, with what this destination reads besides. */
function event(overrides: Partial<DeliveryEvent> = {}): DeliveryEvent {
  return testEvent({ customData: { order_id: 'order-1001', fbp: 'fb.1.1700000000.123' }, ...overrides });
}

function parsed(request: DestinationRequest | undefined) {
  return JSON.parse(request?.body ?? 'null') as { data: unknown[]; [key: string]: unknown };
}

describe('metaCapi.requests', () => {
  it('posts the events to the pixel with the token in the body, never in the URL', () => {
    const [request, ...others] = metaCapi.requests([event()], SETTINGS, CONTEXT);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      eventIds: ['evt-1'],
      method: 'POST',
      url: 'https://meta.test/v21.0/104857600012345/events',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(request?.url).not.toContain('EAAB-secret-token');
    expect(parsed(request)).toEqual({
      access_token: 'EAAB-secret-token',
      data: [
        {
          event_name: 'Purchase',
          event_time: 1795514400,
          event_id: 'order-1001',
          action_source: 'website',
          event_source_url: 'https://shop.example/checkout/thank-you',
          user_data: {
            em: [EMAIL_HASH],
            ph: [PHONE_HASH],
            client_ip_address: '203.0.113.7',
            client_user_agent: 'Mozilla/5.0',
            external_id: [sha256Hex('visitor-1')],
            fbp: 'fb.1.1700000000.123',
          },
          custom_data: { order_id: 'order-1001', value: 49.99, currency: 'EUR' },
        },
      ],
    });
  });

  it('leaves out the user data, page and value an event does not have', () => {
    const bare = event({
      userData: {},
      visitorId: null,
      pageUrl: null,
      value: null,
      currency: null,
      customData: {},
    });
    expect(parsed(metaCapi.requests([bare], SETTINGS, CONTEXT)[0]).data).toEqual([
      {
        event_name: 'Purchase',
        event_time: 1795514400,
        event_id: 'order-1001',
        action_source: 'website',
        user_data: {},
        custom_data: {},
      },
    ]);
  });

  it('lets the event’s own value and currency win over custom data of the same name', () => {
    const request = metaCapi.requests(
      [event({ customData: { value: 1, currency: 'USD' } })],
      SETTINGS,
      CONTEXT,
    )[0];
    expect(parsed(request).data[0]).toMatchObject({ custom_data: { value: 49.99, currency: 'EUR' } });
  });

  it('adds the test event code when one is set', () => {
    const request = metaCapi.requests([event()], { ...SETTINGS, test_event_code: 'TEST12345' }, CONTEXT)[0];
    expect(parsed(request).test_event_code).toBe('TEST12345');
  });

  it('splits 1001 events into a request of 1000 and one of 1', () => {
    const events = Array.from({ length: 1001 }, (_, index) => event({ id: `evt-${index}` }));
    const requests = metaCapi.requests(events, SETTINGS, CONTEXT);
    expect(requests.map((request) => parsed(request).data.length)).toEqual([1000, 1]);
    expect(requests[1]?.eventIds).toEqual(['evt-1000']);
  });

  it('throws a DestinationSettingError when the pixel id is missing', () => {
    expect(() => metaCapi.requests([event()], { ...SETTINGS, pixel_id: '' }, CONTEXT)).toThrow(
      DestinationSettingError,
    );
  });
});

describe('metaCapi.judge', () => {
  it('reads 200 as delivered', () => {
    expect(metaCapi.judge(200, '{"events_received":1,"messages":[],"fbtrace_id":"x"}')).toBe('delivered');
  });

  it('retries throttling that Meta answers with 400', () => {
    expect(metaCapi.judge(400, '{"error":{"message":"(#17) User request limit reached","code":17}}')).toBe(
      'retry',
    );
    expect(metaCapi.judge(400, '{"error":{"message":"Try again","code":100,"is_transient":true}}')).toBe(
      'retry',
    );
  });

  it('refuses an invalid token or payload', () => {
    expect(metaCapi.judge(400, '{"error":{"message":"Invalid OAuth access token","code":190}}')).toBe(
      'refused',
    );
    expect(metaCapi.judge(400, 'not json')).toBe('refused');
  });

  it('retries server errors', () => {
    expect(metaCapi.judge(503, '')).toBe('retry');
  });
});

describe('metaCapi.secrets', () => {
  it('names the access token', () => {
    expect(metaCapi.secrets(SETTINGS)).toEqual(['EAAB-secret-token']);
  });
});
