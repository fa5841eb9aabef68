import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userQueries, type UsageStats } from '@/api/queries/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/cn';
import { USAGE_QUERY } from './dashboard-queries';
import type { DomainUsage } from './plan-limits';
import { useDomainUsages } from './use-domain-usages';
import { shapeUsage, usageLevel, type UsageLevel, type UsageShape } from './usage-days';

const LEVEL_COLOURS: Record<UsageLevel, string> = {
  ok: 'bg-primary',
  near: 'bg-warning',
  over: 'bg-destructive',
};

/**
 * GET /user/dashboard/usage: the last 30 days' events day by day against what the plans allow (their
 * monthly limits, see `useDomainUsages`), and each domain's billing period against its plan.
 */
export function UsageCard() {
  const format = useDateFormat();
  const usage = useQuery(userQueries.usage(USAGE_QUERY));
  const limits = useDomainUsages();
  if (usage.isError) return <ErrorCard onRetry={() => void usage.refetch()} />;
  const data = usage.data;
  const shape = data && limits.usages ? shapeUsage(data, limits.monthlyLimit) : undefined;
  return (
    <Card aria-busy={!shape}>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Usage</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {data ? (
            <Trans>
              From {format.day(data.start_date)} to {format.day(data.end_date)}
            </Trans>
          ) : (
            <Skeleton className="h-4 w-48" />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {limits.isError ? <ErrorCard onRetry={limits.refetch} /> : null}
        {data && shape ? (
          <>
            <UsageTotals usage={data} shape={shape} />
            <UsageDays shape={shape} startDate={data.start_date} endDate={data.end_date} />
            {limits.usages?.length ? <DomainLimits usages={limits.usages} /> : null}
          </>
        ) : (
          <div role="status" className="grid gap-4">
            <SkeletonText lines={2} />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The period's totals, and the events against what the plans allow over as many days. */
function UsageTotals({ usage, shape }: { usage: UsageStats; shape: UsageShape }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const { totals } = usage;
  const { periodLimit } = shape;
  const figures = [
    { label: t`Events`, value: totals.events },
    { label: t`Delivered`, value: totals.processed },
    { label: t`Failed`, value: totals.failed },
    { label: t`Pending`, value: totals.pending },
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{number.format(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {periodLimit === null ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Your plans set no limit on events.</Trans>
        </p>
      ) : (
        <Meter
          label={t`Events against your plans' limit`}
          used={totals.events}
          limit={periodLimit}
          level={shape.periodLevel}
          text={t`${number.format(totals.events)} of ${number.format(periodLimit)} events your plans allow in ${plural(usage.daily_breakdown.length, { one: '# day', other: '# days' })}`}
        />
      )}
    </div>
  );
}

/** One bar per day; the dashed line is the daily pace at which the plans' monthly limit runs out. */
function UsageDays({ shape, startDate, endDate }: { shape: UsageShape; startDate: string; endDate: string }) {
  const { t, i18n } = useLingui();
  const format = useDateFormat();
  const number = new Intl.NumberFormat(i18n.locale);
  const { allowanceHeight, dailyAllowance } = shape;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">
        <Trans>Events per day</Trans>
      </figcaption>
      <div className="relative h-24">
        <ol className="flex h-full items-end gap-px sm:gap-0.5" aria-label={t`Events per day`}>
          {shape.bars.map((bar) => {
            const label = t`${format.day(bar.date)}: ${number.format(bar.events)} events`;
            return (
              <li key={bar.date} className="flex h-full min-w-0 flex-1 items-end" title={label}>
                <span className="sr-only">{label}</span>
                <span
                  aria-hidden
                  className={cn('w-full rounded-t-sm', LEVEL_COLOURS[bar.level])}
                  style={{ height: `${Math.max(bar.height * 100, bar.events > 0 ? 2 : 0.5)}%` }}
                />
              </li>
            );
          })}
        </ol>
        {allowanceHeight === null ? null : (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-muted-foreground/70"
            style={{ bottom: `${allowanceHeight * 100}%` }}
          />
        )}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{format.day(startDate)}</span>
        <span>{format.day(endDate)}</span>
      </div>
      {dailyAllowance === null ? null : (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <span aria-hidden className="w-6 border-t-2 border-dashed border-muted-foreground/70" />
          <Trans>
            Daily pace of your plans' monthly limit: {number.format(Math.round(dailyAllowance))} events
          </Trans>
        </p>
      )}
    </figure>
  );
}

/** Each domain's events this billing period against its plan's limit. */
function DomainLimits({ usages }: { usages: DomainUsage[] }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <section className="grid gap-3" aria-labelledby="usage-domains">
      <h3 id="usage-domains" className="text-sm font-medium">
        <Trans>This billing period, by domain</Trans>
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {usages.map((usage) => {
          const { used } = usage;
          return (
            <li key={usage.id} className="grid gap-1.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span className="truncate font-medium">{usage.name}</span>
                <span className="text-xs text-muted-foreground">{usage.planName}</span>
              </p>
              {usage.limit === null ? (
                <p className="text-sm text-muted-foreground">
                  {t`${plural(used, { one: '# event, no limit', other: '# events, no limit' })}`}
                </p>
              ) : (
                <Meter
                  label={t`Plan usage of ${usage.name}`}
                  used={usage.used}
                  limit={usage.limit}
                  level={usageLevel(usage.used, usage.limit)}
                  text={t`${number.format(usage.used)} of ${number.format(usage.limit)} events`}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Meter({
  label,
  used,
  limit,
  level,
  text,
}: {
  label: string;
  used: number;
  limit: number;
  level: UsageLevel;
  text: string;
}) {
  const share = limit === 0 ? 1 : Math.min(used / limit, 1);
  return (
    <div className="grid gap-1.5">
      <p className="text-sm">{text}</p>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full', LEVEL_COLOURS[level])} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
