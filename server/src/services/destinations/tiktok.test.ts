import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESTINATION_URLS,
  sha256Hex,
  type DeliveryEvent,
  type DestinationRequest,
} from './destination.ts';
import { EMAIL_HASH, PHONE_HASH, testEvent } from './test-event.ts';
import { tiktok } from './tiktok.ts';

const SETTINGS = { pixel_code: 'C4A1B2C3D4E5F6G7H8I9', access_token: 'tt-secret-token' };
const CONTEXT = { urls: { ...DEFAULT_DESTINATION_URLS, tiktok: 'https://tiktok.test' }, now: new Date() };

/** The shared test event, with what this destination reads besides. */
function event(overrides: Partial<DeliveryEvent> = {}): DeliveryEvent {
  return testEvent({ customData: { content_type: 'product', ttclid: 'E.C.P.abc' }, ...overrides });
}

function parsed(request: DestinationRequest | undefined) {
  return JSON.parse(request?.body ?? 'null') as { data: { event: string }[]; [key: string]: unknown };
}

describe('tiktok.requests', () => {
  it('posts the events to /event/track/ with the token in the Access-Token header', () => {
    const [request, ...others] = tiktok.requests([event()], SETTINGS, CONTEXT);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      eventIds: ['evt-1'],
      method: 'POST',
      url: 'https://tiktok.test/open_api/v1.3/event/track/',
      headers: { 'Content-Type': 'application/json', 'Access-Token': 'tt-secret-token' },
    });
    expect(request?.body).not.toContain('tt-secret-token');
    expect(parsed(request)).toEqual({
      event_source: 'web',
      event_source_id: 'C4A1B2C3D4E5F6G7H8I9',
      data: [
        {
          event: 'CompletePayment',
          event_time: 1795514400,
          event_id: 'order-1001',
          user: {
            email: EMAIL_HASH,
            phone: PHONE_HASH,
            ip: '203.0.113.7',
            user_agent: 'Mozilla/5.0',
            external_id: sha256Hex('visitor-1'),
            ttclid: 'E.C.P.abc',
          },
          properties: { content_type: 'product', value: 49.99, currency: 'EUR' },
          page: { url: 'https://shop.example/checkout/thank-you' },
        },
      ],
    });
  });

  it('leaves out the user data, page and value an event does not have', () => {
    const bare = event({
      eventName: 'Lead',
      userData: {},
      visitorId: null,
      pageUrl: null,
      value: null,
      currency: null,
      customData: {},
    });
    expect(parsed(tiktok.requests([bare], SETTINGS, CONTEXT)[0]).data).toEqual([
      { event: 'SubmitForm', event_time: 1795514400, event_id: 'order-1001', user: {}, properties: {} },
    ]);
  });

  it('keeps TikTok’s own standard names and custom names as they are', () => {
    const names = ['AddToCart', 'CompleteRegistration', 'MyCustomThing'];
    const sent = names.map((eventName, index) => event({ id: `e${index}`, eventName }));
    expect(parsed(tiktok.requests(sent, SETTINGS, CONTEXT)[0]).data.map((item) => item.event)).toEqual(names);
  });

  it('adds the test event code when one is set', () => {
    const request = tiktok.requests([event()], { ...SETTINGS, test_event_code: 'TEST12345' }, CONTEXT)[0];
    expect(parsed(request).test_event_code).toBe('TEST12345');
  });

  it('splits 1001 events into a request of 1000 and one of 1', () => {
    const events = Array.from({ length: 1001 }, (_, index) => event({ id: `evt-${index}` }));
    const requests = tiktok.requests(events, SETTINGS, CONTEXT);
    expect(requests.map((request) => parsed(request).data.length)).toEqual([1000, 1]);
  });
});

describe('tiktok.judge', () => {
  it('reads code 0 as delivered', () => {
    expect(tiktok.judge(200, '{"code":0,"message":"OK","request_id":"r1","data":{}}')).toBe('delivered');
  });

  it('refuses the errors TikTok answers with 200, like a revoked token or invalid parameters', () => {
    expect(
      tiktok.judge(200, '{"code":40105,"message":"Access token is incorrect or has been revoked."}'),
    ).toBe('refused');
    expect(tiktok.judge(200, '{"code":40002,"message":"Invalid parameters"}')).toBe('refused');
  });

  it('retries rate limiting and TikTok’s internal errors', () => {
    expect(tiktok.judge(200, '{"code":40100,"message":"Requests made too frequently"}')).toBe('retry');
    expect(tiktok.judge(200, '{"code":50000,"message":"System error"}')).toBe('retry');
  });

  it('retries a 2xx answer it cannot read', () => {
    expect(tiktok.judge(200, '<html>gateway</html>')).toBe('retry');
    expect(tiktok.judge(200, '{"message":"no code"}')).toBe('retry');
    expect(tiktok.judge(200, 'null')).toBe('retry');
  });

  it('judges other statuses as HTTP', () => {
    expect(tiktok.judge(502, '')).toBe('retry');
    expect(tiktok.judge(401, '{"code":0}')).toBe('refused');
  });
});
