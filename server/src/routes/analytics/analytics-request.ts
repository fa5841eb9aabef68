import { msg } from '@lingui/core/runtime-macro';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { domains } from '../../db/schema/business.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { signedIn } from '../auth/signed-in.ts';
import { readSettings } from '../settings/settings.repo.ts';
import { daysCovered } from '../user/local-dates.ts';
import { usagePeriod } from '../user/usage-period.ts';
import { periodBounds, type Period } from './analytics-period.ts';
import type { Scope } from './analytics.repo.ts';
import { HOUR_INTERVAL_MAX_DAYS, type Interval } from './buckets.ts';

/**
 * The domains a read covers: the one asked for, which must be the user's (404 otherwise, as for any
 * other user's domain), or all of the user's.
 */
export async function domainsInScope(db: Database, userId: string, domainId: string | undefined) {
  const owned = await db
    .select({ id: domains.id, name: domains.name, status: domains.status })
    .from(domains)
    .where(eq(domains.userId, userId))
    .orderBy(domains.createdAt);
  if (domainId === undefined) return owned;
  const asked = owned.filter((domain) => domain.id === domainId);
  if (!asked.length) throw notFound();
  return asked;
}

interface PeriodQuery {
  start_date?: string;
  end_date?: string;
  domain_id?: string;
  event_name?: string;
  currency?: string;
}

/**
 * What every dated analytics read starts from: the user, their time zone, the period (the last 30 days
 * by default; 422 when it runs backwards or spans more than 366 days), the domains, the revenue
 * currency (the site's by default) and a way to turn any period into the scope the repository reads.
 */
export async function readAnalyticsRequest(db: Database, request: FastifyRequest, query: PeriodQuery) {
  const { user } = signedIn(request);
  const timeZone = user.timezone;
  const period = usagePeriod(query, timeZone);
  const [scopeDomains, currency] = await Promise.all([
    domainsInScope(db, user.id, query.domain_id),
    query.currency ?? siteCurrency(db),
  ]);
  const scopeOf = (of: Period): Scope => ({
    domainIds: scopeDomains.map((domain) => domain.id),
    ...periodBounds(of, timeZone),
    ...(query.event_name !== undefined && { eventName: query.event_name }),
  });
  return { user, timeZone, period, domains: scopeDomains, currency, scopeOf };
}

async function siteCurrency(db: Database): Promise<string> {
  const settings = await readSettings(db, ['billing.currency']);
  return String(settings.get('billing.currency'));
}

/** 422 on `interval` for hours over more than 7 days: a period's worth of hourly points must stay readable. */
export function checkInterval(interval: Interval, period: Period) {
  if (interval === 'hour' && daysCovered(period.startDate, period.endDate) > HOUR_INTERVAL_MAX_DAYS) {
    throw invalidField(
      'interval',
      msg`Hours can be shown for at most ${{ days: HOUR_INTERVAL_MAX_DAYS }} days`,
    );
  }
}
