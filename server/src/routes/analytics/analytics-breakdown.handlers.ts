import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { readAnalyticsRequest } from './analytics-request.ts';
import {
  dimensionGroups,
  lastEventTimes,
  statusGroups,
  totalsParts,
  wholePeriod,
  type Group,
  type Scope,
} from './analytics.repo.ts';
import { successRate } from './analytics-series.handlers.ts';
import { breakdownLabel } from './breakdown-labels.ts';
import { money } from './money.ts';
import { sumPerDomain } from './totals-sums.ts';

const DEFAULT_LIMIT = 10;

/** Each domain's totals over the scope's period (domains without events absent). */
const domainTotals = async (db: AppContext['db'], scope: Scope, currency: string) =>
  sumPerDomain((await totalsParts(db, scope, [wholePeriod(scope)], currency))[0] ?? []);

/** A group's share of the total in percent, two decimals. */
const share = (events: number, total: number) => (total ? Math.round((events / total) * 10_000) / 100 : 0);

function getAnalyticsBreakdown({ db }: AppContext): Handler<'getAnalyticsBreakdown'> {
  return async (request) => {
    const { by, limit = DEFAULT_LIMIT } = request.query;
    const { period, currency, scopeOf, domains } = await readAnalyticsRequest(db, request, request.query);
    const scope = scopeOf(period);
    let groups: Group[];
    if (by === 'status') groups = await statusGroups(db, scope, currency);
    else if (by === 'domain') {
      const perDomain = await domainTotals(db, scope, currency);
      groups = [...perDomain]
        .map(([key, counts]) => ({ key, events: counts.events, revenue: counts.revenue }))
        .filter((group) => group.events > 0)
        .sort((a, b) => b.events - a.events);
    } else groups = await dimensionGroups(db, scope, by, currency);

    const total = groups.reduce((sum, group) => sum + group.events, 0);
    const shown = groups.slice(0, limit);
    const context = {
      t: (message: MessageDescriptor) => request.t(message),
      locale: request.locale,
      domainNames: new Map(domains.map((domain) => [domain.id, domain.name])),
    };
    return ok(
      {
        by,
        start_date: period.startDate,
        end_date: period.endDate,
        total,
        items: shown.map((group) => ({
          key: group.key,
          label: breakdownLabel(by, group.key, context),
          events: group.events,
          share: share(group.events, total),
          revenue: money(group.revenue, currency),
        })),
        others: total - shown.reduce((sum, group) => sum + group.events, 0),
      },
      request.t(msg`Breakdown of events`),
    );
  };
}

function getDomainPerformance({ db }: AppContext): Handler<'getDomainPerformance'> {
  return async (request) => {
    const { period, currency, scopeOf, domains } = await readAnalyticsRequest(db, request, request.query);
    const scope = scopeOf(period);
    const [perDomain, lastEvents] = await Promise.all([
      domainTotals(db, scope, currency),
      lastEventTimes(db, scope),
    ]);
    const rows = domains.map((domain) => {
      const counts = perDomain.get(domain.id);
      const events = counts?.events ?? 0;
      const processed = counts?.processed ?? 0;
      const failed = counts?.failed ?? 0;
      return {
        domain_id: domain.id,
        domain_name: domain.name,
        status: domain.status,
        events,
        processed,
        failed,
        pending: counts?.pending ?? 0,
        success_rate: successRate({ processed, failed }),
        revenue: money(counts?.revenue ?? 0, currency),
        conversions: counts?.conversions ?? 0,
        last_event_at: lastEvents.get(domain.id) ?? null,
      };
    });
    // Most events first; equal ones by name, so the order never flickers between two reads.
    rows.sort((a, b) => b.events - a.events || a.domain_name.localeCompare(b.domain_name));
    return ok(
      { start_date: period.startDate, end_date: period.endDate, currency, domains: rows },
      request.t(msg`Domain performance`),
    );
  };
}

export function analyticsBreakdownHandlers(context: AppContext): Handlers {
  return {
    getAnalyticsBreakdown: getAnalyticsBreakdown(context),
    getDomainPerformance: getDomainPerformance(context),
  };
}
