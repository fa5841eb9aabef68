import { describe, expect, it } from 'vitest';
import { deviceOf, visitorIdOf } from './visitor.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('deviceOf', () => {
  it('tells phones, tablets and desktops apart by their user agent, and knows nothing without one', () => {
    expect([IPHONE, IPAD, ANDROID_TABLET, ANDROID_PHONE, DESKTOP, undefined].map(deviceOf)).toEqual([
      'mobile',
      'tablet',
      'tablet',
      'mobile',
      'desktop',
      null,
    ]);
  });
});

describe('visitorIdOf', () => {
  it('is the same for the same email hash on any device, and never the hash itself', () => {
    const email = 'a'.repeat(64);
    const onPhone = visitorIdOf({ email_hash: email, client_ip: '203.0.113.1', user_agent: IPHONE });
    expect(visitorIdOf({ email_hash: email, client_ip: '198.51.100.7', user_agent: DESKTOP })).toBe(onPhone);
    expect(onPhone).toMatch(/^[a-f0-9]{32}$/);
    expect(onPhone).not.toContain(email.slice(0, 32));
  });

  it('falls back to the address and browser together, and is null when the event names no one', () => {
    const visitor = visitorIdOf({ client_ip: '203.0.113.1', user_agent: IPHONE });
    expect(visitor).not.toBe(visitorIdOf({ client_ip: '203.0.113.1', user_agent: DESKTOP }));
    expect(visitorIdOf({ client_ip: '203.0.113.1' })).toBeNull();
    expect(visitorIdOf({})).toBeNull();
  });
});
