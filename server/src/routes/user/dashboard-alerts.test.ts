import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { translate } from '../../lib/i18n.ts';
import { dashboardAlerts, type AlertFacts } from './dashboard-alerts.ts';

const NOW = new Date('2026-03-18T10:30:00Z');
const context = {
  t: (message: MessageDescriptor) => translate(message, 'en'),
  locale: 'en' as const,
  timeZone: 'Europe/Warsaw',
  now: NOW,
};
const shop = { id: 'd1', name: 'shop.example.com', eventsLimit: 1000, eventsUsed: 0 };
const quiet: AlertFacts = {
  emailVerified: true,
  domains: [shop],
  trackingDomains: [],
  subscriptions: [],
  outcomes: [],
};
const keysOf = (facts: Partial<AlertFacts>) =>
  dashboardAlerts({ ...quiet, ...facts }, context).map((alert) => alert.key);

describe('dashboardAlerts', () => {
  it('raises nothing for an account where all is well', () => {
    expect(dashboardAlerts(quiet, context)).toEqual([]);
  });

  it('warns from 80% of the monthly events and reports the limit as reached at 100%', () => {
    const use = (eventsUsed: number) => keysOf({ domains: [{ ...shop, eventsUsed }] });
    expect(use(799)).toEqual([]);
    expect(use(800)).toEqual(['event_quota_near']);
    expect(use(1000)).toEqual(['event_quota_reached']);
    expect(keysOf({ domains: [{ ...shop, eventsLimit: null, eventsUsed: 10 ** 9 }] })).toEqual([]);
  });

  it('reports failing deliveries from 10 failures and 5% of the last day’s finished events', () => {
    const fail = (processed: number, failed: number) =>
      keysOf({ outcomes: [{ domainId: 'd1', processed, failed }] });
    expect(fail(100, 9)).toEqual([]);
    expect(fail(190, 10)).toEqual(['delivery_failures']);
    expect(fail(191, 10)).toEqual([]);
  });

  it('tells a failed tracking domain from those waiting for DNS and one being set up', () => {
    const alerts = dashboardAlerts(
      {
        ...quiet,
        trackingDomains: ['pending', 'verifying', 'configuring', 'failed', 'active'].map((status) => ({
          domainId: 'd1',
          hostname: `${status}.shop.example.com`,
          cnameTarget: 'edge.tracklane.io',
          status,
        })),
      },
      context,
    );
    expect(alerts.map((alert) => [alert.key, alert.type, alert.message])).toEqual([
      [
        'tracking_domain_failed',
        'error',
        'Setting up failed.shop.example.com failed. Check its DNS record and try again.',
      ],
      [
        'tracking_domain_pending',
        'info',
        'Add a CNAME record for pending.shop.example.com pointing to edge.tracklane.io. A new record can take up to an hour to appear.',
      ],
      [
        'tracking_domain_pending',
        'info',
        'Add a CNAME record for verifying.shop.example.com pointing to edge.tracklane.io. A new record can take up to an hour to appear.',
      ],
      [
        'tracking_domain_pending',
        'info',
        'configuring.shop.example.com is being set up; this usually takes a few minutes.',
      ],
    ]);
  });

  it('warns about a past-due payment and a plan set to end, but not about one that already ended', () => {
    const subscription = {
      domainId: 'd1',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
    };
    expect(keysOf({ subscriptions: [{ ...subscription, status: 'past_due' }] })).toEqual([
      'subscription_past_due',
    ]);
    expect(
      keysOf({ subscriptions: [{ ...subscription, status: 'active', cancelAtPeriodEnd: true }] }),
    ).toEqual(['subscription_ending']);
    expect(
      keysOf({ subscriptions: [{ ...subscription, status: 'canceled', cancelAtPeriodEnd: true }] }),
    ).toEqual([]);
    expect(keysOf({ subscriptions: [{ ...subscription, status: 'active' }] })).toEqual([]);
  });

  it('asks to verify the email address without naming a domain', () => {
    const [alert] = dashboardAlerts({ ...quiet, emailVerified: false }, context);
    expect(alert).toMatchObject({
      key: 'email_unverified',
      domain_id: null,
      action_url: '/auth/email-verification',
    });
  });
});
