import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import type { DashboardSection } from './dashboard-sections.ts';

export type AdminSystemAlert = components['schemas']['AdminSystemAlert'];

/** Failed deliveries today that make an alert: at least this many, and at least this share of them. */
export const DELIVERY_FAILURES_MIN = 10;
export const DELIVERY_FAILURES_SHARE = 0.05;

/** What the alerts are worked out from (counted with the figures, worded per request). */
export interface AlertFacts {
  failedTrackingDomains: number;
  deliveredToday: number;
  failedToday: number;
  failedPaymentsThisMonth: number;
  urgentTicketsWaiting: number;
}

/** An alert before it is worded, with the section whose permission opens the screen it points to. */
interface AlertDraft {
  section: DashboardSection;
  key: AdminSystemAlert['key'];
  type: AdminSystemAlert['type'];
  title: MessageDescriptor;
  message: MessageDescriptor;
  count: number;
  actionUrl: string;
}

/**
 * The alerts the facts call for, most severe first. Only what the platform's own tables tell: the
 * jobs, backups and disk alerts of the contract belong to the system screens of a later part.
 */
export function alertDrafts(facts: AlertFacts): AlertDraft[] {
  const drafts: AlertDraft[] = [];
  const { deliveredToday, failedToday } = facts;
  if (
    failedToday >= DELIVERY_FAILURES_MIN &&
    failedToday >= DELIVERY_FAILURES_SHARE * (deliveredToday + failedToday)
  ) {
    const count = failedToday;
    drafts.push({
      section: 'domains',
      key: 'event_failure_rate',
      type: 'error',
      title: msg`Events are failing to reach their destinations`,
      message: msg`Events that failed to reach a destination today: ${{ count }}`,
      count,
      actionUrl: '/admin/domains',
    });
  }
  if (facts.urgentTicketsWaiting > 0) {
    const count = facts.urgentTicketsWaiting;
    drafts.push({
      section: 'support',
      key: 'urgent_tickets',
      type: 'warning',
      title: msg`Urgent tickets are waiting`,
      message: msg`Urgent tickets waiting for an answer from staff: ${{ count }}`,
      count,
      actionUrl: '/admin/support?priority=urgent',
    });
  }
  if (facts.failedTrackingDomains > 0) {
    const count = facts.failedTrackingDomains;
    drafts.push({
      section: 'domains',
      key: 'tracking_domains_failed',
      type: 'warning',
      title: msg`Tracking subdomains failed`,
      message: msg`Tracking subdomains whose setup failed: ${{ count }}`,
      count,
      actionUrl: '/admin/domains',
    });
  }
  if (facts.failedPaymentsThisMonth > 0) {
    const count = facts.failedPaymentsThisMonth;
    drafts.push({
      section: 'revenue',
      key: 'payments_failed',
      type: 'warning',
      title: msg`Payments failed`,
      message: msg`Payments that failed this month: ${{ count }}`,
      count,
      actionUrl: '/admin/payments?status=failed',
    });
  }
  return drafts;
}

/** The alerts of the sections the caller may see, worded in the request's language. */
export function visibleAlerts(
  drafts: AlertDraft[],
  sections: ReadonlySet<DashboardSection>,
  t: (message: MessageDescriptor) => string,
): AdminSystemAlert[] {
  return drafts
    .filter((draft) => sections.has(draft.section))
    .map((draft) => ({
      key: draft.key,
      type: draft.type,
      title: t(draft.title),
      message: t(draft.message),
      count: draft.count,
      action_url: draft.actionUrl,
    }));
}
