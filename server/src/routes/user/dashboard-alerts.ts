import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { Locale } from '#locales';

export type DashboardAlert = components['schemas']['DashboardAlert'];

/** Share of the plan's monthly events from which the owner is warned. */
export const QUOTA_WARNING_SHARE = 0.8;
/** Failed deliveries in 24 hours that make an alert: at least this many, and at least this share. */
export const DELIVERY_FAILURES_MIN = 10;
export const DELIVERY_FAILURES_SHARE = 0.05;

/** What the alerts are worked out from; every list is about the user's own domains. */
export interface AlertFacts {
  emailVerified: boolean;
  /** Each domain with its plan's monthly limit (null: unlimited or no plan) and its events this period. */
  domains: { id: string; name: string; eventsLimit: number | null; eventsUsed: number }[];
  trackingDomains: { domainId: string; hostname: string; cnameTarget: string; status: string }[];
  subscriptions: {
    domainId: string;
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  }[];
  /** Processed and failed events per domain over the last 24 hours. */
  outcomes: { domainId: string; processed: number; failed: number }[];
}

export interface AlertContext {
  t: (message: MessageDescriptor) => string;
  locale: Locale;
  timeZone: string;
  now: Date;
}

const SEVERITY = { error: 0, warning: 1, info: 2, success: 3 } as const;

/** The alerts of the dashboard, most severe first. */
export function dashboardAlerts(
  facts: AlertFacts,
  { t, locale, timeZone, now }: AlertContext,
): DashboardAlert[] {
  const number = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const nameOf = new Map(facts.domains.map((domain) => [domain.id, domain.name]));
  const alerts: DashboardAlert[] = [];
  const add = (
    key: DashboardAlert['key'],
    type: DashboardAlert['type'],
    [title, message]: [MessageDescriptor, MessageDescriptor],
    domainId: string | null,
    actionUrl: string,
  ) =>
    alerts.push({
      key,
      type,
      title: t(title),
      message: t(message),
      domain_id: domainId,
      action_url: actionUrl,
    });

  if (!facts.emailVerified)
    add(
      'email_unverified',
      'warning',
      [
        msg`Verify your email address`,
        msg`Open the link we sent you so we can reach you about your domains and invoices.`,
      ],
      null,
      '/auth/email-verification',
    );

  for (const { domainId, hostname, cnameTarget, status } of facts.trackingDomains) {
    if (status === 'failed')
      add(
        'tracking_domain_failed',
        'error',
        [
          msg`Tracking domain setup failed`,
          msg`Setting up ${{ hostname }} failed. Check its DNS record and try again.`,
        ],
        domainId,
        '/domains/tracking',
      );
    // A record not found yet is waited for (an hour, as DNS may take), not failed: see DNS_WAIT_MS.
    else if (status === 'pending' || status === 'verifying')
      add(
        'tracking_domain_pending',
        'info',
        [
          msg`Waiting for DNS`,
          msg`Add a CNAME record for ${{ hostname }} pointing to ${{ target: cnameTarget }}. A new record can take up to an hour to appear.`,
        ],
        domainId,
        '/domains/tracking',
      );
    else if (status !== 'active')
      add(
        'tracking_domain_pending',
        'info',
        [
          msg`Tracking domain not ready yet`,
          msg`${{ hostname }} is being set up; this usually takes a few minutes.`,
        ],
        domainId,
        '/domains/tracking',
      );
  }

  for (const subscription of facts.subscriptions) {
    const domain = nameOf.get(subscription.domainId) ?? '';
    if (subscription.status === 'past_due')
      add(
        'subscription_past_due',
        'error',
        [
          msg`Payment failed`,
          msg`The last payment for ${{ domain }} did not go through. Update your payment details to keep tracking.`,
        ],
        subscription.domainId,
        '/billing',
      );
    const end = subscription.currentPeriodEnd;
    const running = subscription.status === 'active' || subscription.status === 'trialing';
    if (running && subscription.cancelAtPeriodEnd && end && end > now)
      add(
        'subscription_ending',
        'warning',
        [
          msg`Subscription ending`,
          msg`The plan of ${{ domain }} ends on ${{ date: day.format(end) }}. Resume it to keep tracking.`,
        ],
        subscription.domainId,
        '/billing',
      );
  }

  for (const { id, name: domain, eventsLimit, eventsUsed } of facts.domains) {
    if (eventsLimit === null) continue;
    const limit = number.format(eventsLimit);
    if (eventsUsed >= eventsLimit)
      add(
        'event_quota_reached',
        'error',
        [
          msg`Event limit reached`,
          msg`${{ domain }} has used all ${{ limit }} events of its plan this period. New events are refused until the period renews or you upgrade.`,
        ],
        id,
        '/billing',
      );
    else if (eventsUsed >= eventsLimit * QUOTA_WARNING_SHARE) {
      const percent = Math.floor((eventsUsed / eventsLimit) * 100);
      add(
        'event_quota_near',
        'warning',
        [
          msg`Event limit nearly reached`,
          msg`${{ domain }} has used ${{ percent }}% of its ${{ limit }} events this period.`,
        ],
        id,
        '/billing',
      );
    }
  }

  for (const { domainId, processed, failed } of facts.outcomes) {
    if (failed >= DELIVERY_FAILURES_MIN && failed >= (processed + failed) * DELIVERY_FAILURES_SHARE) {
      const domain = nameOf.get(domainId) ?? '';
      const count = number.format(failed);
      add(
        'delivery_failures',
        'warning',
        [
          msg`Events failing to deliver`,
          msg`${{ count }} events of ${{ domain }} could not be delivered in the last 24 hours.`,
        ],
        domainId,
        '/events',
      );
    }
  }

  return alerts.sort((a, b) => SEVERITY[a.type] - SEVERITY[b.type]);
}
