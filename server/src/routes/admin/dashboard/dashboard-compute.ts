import type { Database } from '../../../db/database.ts';
import { avatarUrl } from '../../user/user-view.ts';
import { alertDrafts } from './admin-dashboard-alerts.ts';
import {
  domainFigures,
  eventFigures,
  revenueFigures,
  userFigures,
  type EventCounts,
} from './dashboard-figures.repo.ts';
import {
  failedPayments,
  failingDestinations,
  recentSignups,
  stuckTrackingDomains,
  ticketFigures,
} from './dashboard-lists.repo.ts';
import { dashboardPeriods } from './dashboard-periods.ts';
import type { DashboardSections } from './dashboard-sections.ts';

/** The plans' default currency: what revenue is shown in when nothing was paid this month. */
const DEFAULT_CURRENCY = 'USD';

/** Delivered and failed events as the contract's figures: the success share to one decimal. */
function deliveryOf({ delivered, failed }: EventCounts) {
  const done = delivered + failed;
  return {
    success_percent: done === 0 ? null : Math.round((delivered / done) * 1000) / 10,
    delivered,
    failed,
  };
}

const eventsOf = (today: EventCounts, month: EventCounts) => ({
  today: today.events,
  this_month: month.events,
  failed_today: today.failed,
  failed_this_month: month.failed,
});

/**
 * Everything the dashboard can show, at `now`, by section; and its alerts, not yet worded. Every read
 * is an index range or a total: one that scanned the users (counting each status and period in one
 * pass) cost enough for PostgreSQL to JIT-compile it, which took over a second under load.
 */
export async function computeDashboard(db: Database, appUrl: string, now: Date) {
  const periods = dashboardPeriods(now);
  const [people, signups, domainCounts, events, revenue, tickets, stuck, failing, paymentsFailed] =
    await Promise.all([
      userFigures(db, periods),
      recentSignups(db),
      domainFigures(db, periods),
      eventFigures(db, {
        today: periods.today,
        yesterday: periods.yesterday,
        thisMonth: periods.thisMonth,
        lastMonth: periods.lastMonth,
      }),
      revenueFigures(db, periods),
      ticketFigures(db),
      stuckTrackingDomains(db, now),
      failingDestinations(db, now),
      failedPayments(db, periods.thisMonth.from),
    ]);
  const sections: DashboardSections = {
    people: {
      users: people.users,
      new_users: people.newUsers,
      recent_signups: signups.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        avatar: user.avatarPath ? avatarUrl(appUrl, user.avatarPath) : null,
        status: user.status,
        email_verified: user.emailVerified,
        provider: user.provider,
        created_at: user.createdAt,
      })),
      trends: { users: people.previous.users, new_users: people.previous.newUsers },
    },
    domains: {
      domains: domainCounts.domains,
      events: eventsOf(events.today, events.thisMonth),
      delivery: { today: deliveryOf(events.today), this_month: deliveryOf(events.thisMonth) },
      trends: {
        domains: domainCounts.previous,
        events: eventsOf(events.yesterday, events.lastMonth),
        delivery: { today: deliveryOf(events.yesterday), this_month: deliveryOf(events.lastMonth) },
      },
      attention: {
        stuck_tracking_domains: stuck.items,
        stuck_tracking_domains_count: stuck.total,
        failing_destinations: failing.items,
        failing_destinations_count: failing.total,
      },
    },
    revenue: {
      revenue_this_month: revenue.thisMonth[0] ?? { amount: 0, currency: DEFAULT_CURRENCY },
      revenue_by_currency: revenue.thisMonth,
      trends: { revenue_by_currency: revenue.lastMonth },
    },
    support: {
      open_tickets: tickets.open,
      attention: { waiting_tickets: tickets.waiting.items, waiting_tickets_count: tickets.waiting.total },
    },
  };
  const alerts = alertDrafts({
    failedTrackingDomains: stuck.failed,
    deliveredToday: events.today.delivered,
    failedToday: events.today.failed,
    failedPaymentsThisMonth: paymentsFailed,
    urgentTicketsWaiting: tickets.urgentWaiting,
  });
  return { generatedAt: now, sections, alerts };
}
