import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField, unauthenticated } from '../../lib/http-error.ts';
import { eventView } from '../events/event-view.ts';
import { eventsSince } from '../events/period-usage.repo.ts';
import { dashboardAlerts } from './dashboard-alerts.ts';
import {
  currentSubscriptionsOf,
  domainsOf,
  eventFigures,
  latestEvents,
  outcomesSince,
  ownsDomain,
  trackingDomainsOf,
  usageByDay,
} from './dashboard.repo.ts';
import { usagePeriod, usageSummary } from './usage-period.ts';

const DAY_MS = 86_400_000;

function signedInUser(request: FastifyRequest) {
  const user = request.caller?.user;
  if (!user) throw unauthenticated();
  return user;
}

/** Percentage with two decimals, or null when there is nothing to divide. */
const percentage = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 100 : null;

function getDashboard({ db }: AppContext): Handler<'getDashboard'> {
  return async (request) => {
    const user = signedInUser(request);
    const now = new Date();
    const timeZone = user.timezone;
    const [ownDomains, tracking, subscriptions, figures, recent, recentFailed, outcomes] = await Promise.all([
      domainsOf(db, user.id, now, timeZone),
      trackingDomainsOf(db, user.id),
      currentSubscriptionsOf(db, user.id),
      eventFigures(db, user.id, now, timeZone),
      latestEvents(db, user.id, false),
      latestEvents(db, user.id, true),
      outcomesSince(db, user.id, new Date(now.getTime() - DAY_MS)),
    ]);

    // Counted as POST /events counts them against the limit (events/period-usage.repo.ts).
    const domains = await Promise.all(
      ownDomains.map(async (domain) => ({
        ...domain,
        eventsUsed: domain.eventsLimit === null ? 0 : await eventsSince(db, domain.id, domain.periodStart),
      })),
    );

    const finished = figures.processedThisMonth + figures.failedThisMonth;
    const alerts = dashboardAlerts(
      {
        emailVerified: user.emailVerifiedAt !== null,
        domains,
        trackingDomains: tracking,
        subscriptions,
        outcomes,
      },
      { t: (message) => request.t(message), locale: request.locale, timeZone, now },
    );
    return ok(
      {
        stats: {
          domains_total: ownDomains.length,
          domains_active: ownDomains.filter((domain) => domain.status === 'active').length,
          tracking_domains_active: tracking.filter((item) => item.status === 'active').length,
          events_today: figures.eventsToday,
          events_this_month: figures.eventsThisMonth,
          failed_events_today: figures.failedToday,
          success_rate: percentage(figures.processedThisMonth, finished),
          // Support tickets have no table yet; the support work counts them here.
          open_tickets: 0,
        },
        recent_activity: {
          recent_events: recent.map(({ event, domainName }) => eventView(event, request.locale, domainName)),
          recent_failed_events: recentFailed.map(({ event, domainName }) =>
            eventView(event, request.locale, domainName),
          ),
        },
        alerts,
      },
      request.t(msg`Your dashboard`),
    );
  };
}

function getDashboardUsage({ db }: AppContext): Handler<'getDashboardUsage'> {
  return async (request) => {
    const user = signedInUser(request);
    const { domain_id: domainId } = request.query;
    const period = usagePeriod(request.query, user.timezone);
    const { startDate, endDate } = period;
    if (domainId !== undefined && !(await ownsDomain(db, user.id, domainId)))
      throw invalidField('domain_id', msg`Choose one of your domains`);

    const rows = await usageByDay(db, {
      userId: user.id,
      domainId,
      timeZone: user.timezone,
      startDate,
      endDate,
    });
    const { totals, daily } = usageSummary(rows, period);
    return ok(
      {
        start_date: startDate,
        end_date: endDate,
        totals,
        daily_breakdown: daily,
      },
      request.t(msg`Event usage from ${{ start: startDate }} to ${{ end: endDate }}`),
    );
  };
}

/** The user dashboard operations: figures, recent events and alerts; event usage per day. */
export function dashboardHandlers(context: AppContext): Handlers {
  return {
    getDashboard: getDashboard(context),
    getDashboardUsage: getDashboardUsage(context),
  };
}
