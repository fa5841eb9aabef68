import type { DeliveryEvent } from './destination.ts';

export const EMAIL_HASH = 'a'.repeat(64);
export const PHONE_HASH = 'b'.repeat(64);

/**
 * A purchase as the adapters' tests start from: identified by email and phone, from a browser, on a
 * thank-you page; each test file overrides what its destination reads differently.
 */
export function testEvent(overrides: Partial<DeliveryEvent> = {}): DeliveryEvent {
  return {
    id: 'evt-1',
    eventName: 'Purchase',
    eventId: 'order-1001',
    eventTime: new Date('2026-11-24T10:00:00.900Z'),
    value: 49.99,
    currency: 'EUR',
    pageUrl: 'https://shop.example/checkout/thank-you',
    visitorId: 'visitor-1',
    userData: {
      email_hash: EMAIL_HASH,
      phone_hash: PHONE_HASH,
      client_ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0',
    },
    customData: {},
    source: 'server',
    ...overrides,
  };
}
