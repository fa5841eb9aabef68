import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { signedIn } from '../auth/signed-in.ts';
import { usageByDay } from '../user/dashboard.repo.ts';
import { addDays, daysCovered, localDate } from '../user/local-dates.ts';
import { healthChecks } from './domain-health.ts';
import {
  currentSubscriptionStatus,
  lastEventReceivedAt,
  outcomesSince,
  topEventNames,
} from './domain-insights.repo.ts';
import { domainDetails } from './domains.repo.ts';
import { ownDomain } from './own-domain.ts';

/** The contract: without dates, the last 30 days up to today; at most 366 days; ten top events. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const TOP_EVENTS = 10;
const DAY_MS = 86_400_000;

/** Percentage with two decimals, or null when there is nothing to divide. */
const percentage = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 100 : null;

/** A domain's figures over a period and its health checks. */
export function domainInsightHandlers({ db }: AppContext): Handlers {
  const getDomainStats: Handler<'getDomainStats'> = async (request) => {
    const { user } = signedIn(request);
    const timeZone = user.timezone;
    const row = await ownDomain(db, user, request.params.domain);
    const { start_date: startParam, end_date: endParam } = request.query;
    const endDate = endParam ?? localDate(new Date(), timeZone);
    const startDate = startParam ?? addDays(endDate, 1 - DEFAULT_DAYS);
    const days = daysCovered(startDate, endDate);
    if (days < 1) throw invalidField('end_date', msg`The end date may not be before the start date`);
    if (days > MAX_DAYS) {
      throw invalidField('end_date', msg`The period may span at most ${{ days: MAX_DAYS }} days`);
    }

    const period = { domainId: row.domain.id, timeZone, startDate, endDate };
    const [rows, top] = await Promise.all([
      usageByDay(db, { userId: user.id, ...period }),
      topEventNames(db, period, TOP_EVENTS),
    ]);
    const byDate = new Map(rows.map((day) => [day.date, day]));
    const daily = Array.from({ length: days }, (_, index) => {
      const date = addDays(startDate, index);
      const day = byDate.get(date);
      return { date, events: day?.events ?? 0, processed: day?.processed ?? 0, failed: day?.failed ?? 0 };
    });
    const sum = (key: 'events' | 'processed' | 'failed' | 'pending') =>
      rows.reduce((total, day) => total + day[key], 0);
    return ok(
      {
        domain_id: row.domain.id,
        start_date: startDate,
        end_date: endDate,
        totals: {
          events: sum('events'),
          processed: sum('processed'),
          failed: sum('failed'),
          pending: sum('pending'),
          success_rate: percentage(sum('processed'), sum('processed') + sum('failed')),
        },
        daily,
        top_events: top.map(({ eventName, events }) => ({ event_name: eventName, events })),
        usage: { events: row.eventsCount, events_limit: row.plan?.eventsPerMonth ?? null },
      },
      request.t(
        msg`Figures of ${{ name: row.domain.name }} from ${{ start: startDate }} to ${{ end: endDate }}`,
      ),
    );
  };

  const getDomainStatus: Handler<'getDomainStatus'> = async (request) => {
    const { user } = signedIn(request);
    const now = new Date();
    const row = await ownDomain(db, user, request.params.domain, now);
    const domainId = row.domain.id;
    const [details, lastDay, lastEventAt, subscriptionStatus] = await Promise.all([
      domainDetails(db, [domainId]),
      outcomesSince(db, domainId, new Date(now.getTime() - DAY_MS)),
      lastEventReceivedAt(db, domainId),
      currentSubscriptionStatus(db, domainId),
    ]);
    const checks = healthChecks(
      {
        tracking: details.tracking[0],
        lastDay,
        hasPlan: row.plan !== null,
        // A plan staff granted has no subscription to be in force.
        subscriptionStatus: row.domain.planSource === 'subscription' ? subscriptionStatus : null,
        eventsThisPeriod: row.eventsCount,
        eventsLimit: row.plan?.eventsPerMonth ?? null,
      },
      (message) => request.t(message),
    );
    return ok(
      {
        domain_id: domainId,
        healthy: Object.values(checks).every((item) => item.ok),
        checks,
        last_event_at: lastEventAt,
        checked_at: now,
      },
      request.t(msg`Health of ${{ name: row.domain.name }}`),
    );
  };

  return { getDomainStats, getDomainStatus };
}
