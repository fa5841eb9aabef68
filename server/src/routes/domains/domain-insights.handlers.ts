import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { signedIn } from '../auth/signed-in.ts';
import { usageByDay } from '../user/dashboard.repo.ts';
import { usagePeriod, usageSummary } from '../user/usage-period.ts';
import { healthChecks } from './domain-health.ts';
import {
  currentSubscriptionStatus,
  lastEventReceivedAt,
  outcomesSince,
  topEventNames,
} from './domain-insights.repo.ts';
import { domainDetails } from './domains.repo.ts';
import { ownDomain } from './own-domain.ts';

/** The contract: the ten top events of the period. */
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
    const dates = usagePeriod(request.query, timeZone);
    const { startDate, endDate } = dates;
    const period = { domainId: row.domain.id, timeZone, startDate, endDate };
    const [rows, top] = await Promise.all([
      usageByDay(db, { userId: user.id, ...period }),
      topEventNames(db, period, TOP_EVENTS),
    ]);
    const { totals, daily } = usageSummary(rows, dates);
    return ok(
      {
        domain_id: row.domain.id,
        start_date: startDate,
        end_date: endDate,
        totals: { ...totals, success_rate: percentage(totals.processed, totals.processed + totals.failed) },
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
