import type { components } from '#contract';
import type { Locale } from '#locales';
import type { Message, MessageValues } from '../../lib/message.ts';
import { alertMessages as m } from './dashboard.messages.ts';

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
  t: (message: Message, values?: MessageValues) => string;
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
    [title, message, values]: [Message, Message, MessageValues?],
    domainId: string | null,
    actionUrl: string,
  ) =>
    alerts.push({
      key,
      type,
      title: t(title),
      message: t(message, values),
      domain_id: domainId,
      action_url: actionUrl,
    });

  if (!facts.emailVerified)
    add(
      'email_unverified',
      'warning',
      [m.emailUnverifiedTitle, m.emailUnverified],
      null,
      '/auth/email-verification',
    );

  for (const { domainId, hostname, cnameTarget, status } of facts.trackingDomains) {
    if (status === 'failed')
      add(
        'tracking_domain_failed',
        'error',
        [m.trackingFailedTitle, m.trackingFailed, { hostname }],
        domainId,
        '/domains/tracking',
      );
    else if (status === 'pending')
      add(
        'tracking_domain_pending',
        'info',
        [m.trackingPendingTitle, m.trackingPending, { hostname, target: cnameTarget }],
        domainId,
        '/domains/tracking',
      );
    else if (status !== 'active')
      add(
        'tracking_domain_pending',
        'info',
        [m.trackingPendingTitle, m.trackingInProgress, { hostname }],
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
        [m.pastDueTitle, m.pastDue, { domain }],
        subscription.domainId,
        '/billing',
      );
    const end = subscription.currentPeriodEnd;
    const running = subscription.status === 'active' || subscription.status === 'trialing';
    if (running && subscription.cancelAtPeriodEnd && end && end > now)
      add(
        'subscription_ending',
        'warning',
        [m.endingTitle, m.ending, { domain, date: day.format(end) }],
        subscription.domainId,
        '/billing',
      );
  }

  for (const { id, name, eventsLimit, eventsUsed } of facts.domains) {
    if (eventsLimit === null) continue;
    const values = { domain: name, limit: number.format(eventsLimit) };
    if (eventsUsed >= eventsLimit)
      add('event_quota_reached', 'error', [m.quotaReachedTitle, m.quotaReached, values], id, '/billing');
    else if (eventsUsed >= eventsLimit * QUOTA_WARNING_SHARE) {
      const percent = Math.floor((eventsUsed / eventsLimit) * 100);
      add(
        'event_quota_near',
        'warning',
        [m.quotaNearTitle, m.quotaNear, { ...values, percent }],
        id,
        '/billing',
      );
    }
  }

  for (const { domainId, processed, failed } of facts.outcomes) {
    if (failed >= DELIVERY_FAILURES_MIN && failed >= (processed + failed) * DELIVERY_FAILURES_SHARE) {
      const values = { domain: nameOf.get(domainId) ?? '', count: number.format(failed) };
      add(
        'delivery_failures',
        'warning',
        [m.deliveryFailuresTitle, m.deliveryFailures, values],
        domainId,
        '/events',
      );
    }
  }

  return alerts.sort((a, b) => SEVERITY[a.type] - SEVERITY[b.type]);
}
