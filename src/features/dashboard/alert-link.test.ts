import { describe, expect, it } from 'vitest';
import { alertLink } from './alert-link';

describe('alertLink', () => {
  it('opens the tracking setup of the domain the alert is about', () => {
    expect(
      alertLink({ key: 'tracking_domain_failed', domain_id: 'domain-1', action_url: '/domains/tracking' }),
    ).toEqual({ to: '/domains/tracking', search: { domain: 'domain-1' } });
  });

  it('opens the failed events of the domain for delivery failures', () => {
    expect(alertLink({ key: 'delivery_failures', domain_id: 'domain-1', action_url: '/events' })).toEqual({
      to: '/events',
      search: { status: 'failed', domain_id: 'domain-1' },
    });
  });

  it('keeps the search the server gave', () => {
    expect(
      alertLink({ key: 'delivery_failures', domain_id: null, action_url: '/events?status=pending&days=7' }),
    ).toEqual({ to: '/events', search: { status: 'pending', days: '7' } });
  });

  it('leaves a path that shows no single domain as it is', () => {
    expect(alertLink({ key: 'event_quota_near', domain_id: 'domain-1', action_url: '/billing' })).toEqual({
      to: '/billing',
      search: {},
    });
  });

  it('gives no link without an action or for one that leaves the app', () => {
    expect(alertLink({ key: 'email_unverified', domain_id: null, action_url: null })).toBeNull();
    expect(
      alertLink({ key: 'email_unverified', domain_id: null, action_url: 'https://evil.test/' }),
    ).toBeNull();
    expect(alertLink({ key: 'email_unverified', domain_id: null, action_url: '//evil.test/x' })).toBeNull();
    expect(alertLink({ key: 'email_unverified', domain_id: null, action_url: '/\\evil.test/x' })).toBeNull();
  });
});
