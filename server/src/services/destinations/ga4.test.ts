import { describe, expect, it } from 'vitest';
import { DEFAULT_DESTINATION_URLS, type DeliveryEvent, type DestinationRequest } from './destination.ts';
import { EMAIL_HASH, PHONE_HASH, testEvent } from './test-event.ts';
import { ga4, ga4ClientId, ga4Name } from './ga4.ts';

const SETTINGS = { measurement_id: 'G-ABC123XYZ', api_secret: 'mp-secret/1', region: 'global' };
const CONTEXT = {
  urls: { ...DEFAULT_DESTINATION_URLS, ga4: 'https://ga.test', ga4Eu: 'https://eu.ga.test' },
  now: new Date(),
};

/** The shared test event, with what this destination reads besides. */
function event(overrides: Partial<DeliveryEvent> = {}): DeliveryEvent {
  return testEvent({
    userData: { email_hash: EMAIL_HASH, phone_hash: PHONE_HASH, client_ip: '203.0.113.7' },
    customData: { client_id: '123456.7654321', coupon: 'WINTER' },
    ...overrides,
  });
}

function parsed(request: DestinationRequest | undefined) {
  return JSON.parse(request?.body ?? 'null') as {
    client_id: string;
    events: { name: string; params: Record<string, unknown> }[];
    user_data?: unknown;
  };
}

describe('ga4.requests', () => {
  it('posts a purchase to /mp/collect with the recommended name, its parameters and the hashed user data', () => {
    const [request, ...others] = ga4.requests([event()], SETTINGS, CONTEXT);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      eventIds: ['evt-1'],
      method: 'POST',
      url: 'https://ga.test/mp/collect?measurement_id=G-ABC123XYZ&api_secret=mp-secret%2F1',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(parsed(request)).toEqual({
      client_id: '123456.7654321',
      events: [
        {
          name: 'purchase',
          timestamp_micros: 1795514400900000,
          params: {
            value: 49.99,
            currency: 'EUR',
            page_location: 'https://shop.example/checkout/thank-you',
            transaction_id: 'order-1001',
            engagement_time_msec: 1,
            coupon: 'WINTER',
          },
        },
      ],
      user_data: { sha256_email_address: [EMAIL_HASH], sha256_phone_number: [PHONE_HASH] },
    });
  });

  it('sends to the EU host when the region is eu', () => {
    const [request] = ga4.requests([event()], { ...SETTINGS, region: 'eu' }, CONTEXT);
    expect(request?.url).toMatch(/^https:\/\/eu\.ga\.test\/mp\/collect\?/);
  });

  it('leaves out user data, value and page an event does not have, and gives no transaction id to a lead', () => {
    const lead = event({
      eventName: 'Lead',
      userData: {},
      value: null,
      currency: null,
      pageUrl: null,
      customData: { client_id: '1.2' },
    });
    expect(parsed(ga4.requests([lead], SETTINGS, CONTEXT)[0])).toEqual({
      client_id: '1.2',
      events: [
        { name: 'generate_lead', timestamp_micros: 1795514400900000, params: { engagement_time_msec: 1 } },
      ],
    });
  });

  it('keeps only string and number custom data within GA4’s limits', () => {
    const customData: Record<string, unknown> = {
      client_id: '1.2',
      'Plan Name': 'x'.repeat(150),
      seats: 3,
      nested: { a: 1 },
      gift: true,
      ratio: Number.NaN,
      google_thing: 'dropped',
    };
    for (let index = 0; index < 40; index += 1) customData[`extra_${index}`] = index;
    const params =
      parsed(ga4.requests([event({ customData })], SETTINGS, CONTEXT)[0]).events[0]?.params ?? {};
    expect(params.plan_name).toBe('x'.repeat(100));
    expect(params.seats).toBe(3);
    expect(Object.keys(params)).toHaveLength(25);
    expect(params).not.toHaveProperty('nested');
    expect(params).not.toHaveProperty('gift');
    expect(params).not.toHaveProperty('ratio');
    expect(params).not.toHaveProperty('google_thing');
    expect(params).not.toHaveProperty('client_id');
  });

  it('splits 30 events of one client into requests of 25 and 5', () => {
    const events = Array.from({ length: 30 }, (_, index) => event({ id: `evt-${index}` }));
    const requests = ga4.requests(events, SETTINGS, CONTEXT);
    expect(requests.map((request) => parsed(request).events.length)).toEqual([25, 5]);
    expect(requests[1]?.eventIds).toEqual(['evt-25', 'evt-26', 'evt-27', 'evt-28', 'evt-29']);
  });

  it('sends the events of two clients in a request each', () => {
    const events = [
      event({ id: 'a1', customData: { client_id: '1.1' } }),
      event({ id: 'b1', customData: { client_id: '2.2' } }),
      event({ id: 'a2', customData: { client_id: '1.1' } }),
    ];
    const requests = ga4.requests(events, SETTINGS, CONTEXT);
    expect(requests.map((request) => [parsed(request).client_id, request.eventIds])).toEqual([
      ['1.1', ['a1', 'a2']],
      ['2.2', ['b1']],
    ]);
  });
});

describe('ga4ClientId', () => {
  it('derives the same cookie-shaped id for every event of one visitor', () => {
    const first = ga4ClientId(event({ id: 'e1', customData: {} }));
    expect(first).toMatch(/^\d+\.\d+$/);
    expect(ga4ClientId(event({ id: 'e2', customData: {} }))).toBe(first);
    expect(ga4ClientId(event({ visitorId: 'visitor-2', customData: {} }))).not.toBe(first);
  });

  it('falls back to the event’s own id without a visitor', () => {
    const anonymous = { visitorId: null, customData: {} };
    expect(ga4ClientId(event({ id: 'e1', ...anonymous }))).not.toBe(
      ga4ClientId(event({ id: 'e2', ...anonymous })),
    );
  });
});

describe('ga4Name', () => {
  it('turns custom names into GA4 snake_case of at most 40 characters', () => {
    expect(ga4Name('ViewCart')).toBe('view_cart');
    expect(ga4Name('newsletter-signup Form')).toBe('newsletter_signup_form');
    expect(ga4Name('HTMLDownload')).toBe('html_download');
    expect(ga4Name('3dView')).toBe('event_3d_view');
    expect(ga4Name('a'.repeat(50))).toHaveLength(40);
  });

  it('maps the standard names to GA4’s recommended events', () => {
    const names = [
      'CompleteRegistration',
      'AddToCart',
      'ViewContent',
      'PageView',
      'InitiateCheckout',
      'Subscribe',
    ];
    const sent = names.map((eventName, index) => event({ id: `e${index}`, eventName }));
    expect(parsed(ga4.requests(sent, SETTINGS, CONTEXT)[0]).events.map((item) => item.name)).toEqual([
      'sign_up',
      'add_to_cart',
      'view_item',
      'page_view',
      'begin_checkout',
      'subscribe',
    ]);
  });
});

describe('ga4.judge', () => {
  it('judges by status alone, since GA4 answers 2xx to payloads it drops', () => {
    expect(ga4.judge(204, '')).toBe('delivered');
    expect(ga4.judge(429, '')).toBe('retry');
    expect(ga4.judge(403, '')).toBe('refused');
  });
});

describe('ga4.secrets', () => {
  it('names the API secret', () => {
    expect(ga4.secrets(SETTINGS)).toEqual(['mp-secret/1']);
  });
});
