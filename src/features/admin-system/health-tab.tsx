import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { adminSystemQueries, type ComponentCheck } from '@/api/queries/admin-system';
import { Card } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { CHECK_NAMES, valueWithUnit } from './check-wording';
import { HealthStatusBadge } from './health-status-badge';
import { VersionsCard } from './versions-card';

/** The server runs the checks every 10 seconds; asking more often would answer the same round. */
const REFRESH_EVERY_MS = 10_000;

/** The overall status, one card per check with its threshold, and the versions and uptime. */
export function HealthTab() {
  const { t } = useLingui();
  const { moment } = useDateFormat();
  const health = useQuery({ ...adminSystemQueries.health(), refetchInterval: REFRESH_EVERY_MS });
  if (health.isError) return <ErrorCard onRetry={() => void health.refetch()} />;
  const data = health.data;
  return (
    <div className="grid gap-4">
      {data ? (
        <Card padding={20} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{t`Overall`}</span>
          <HealthStatusBadge status={data.status} />
          <span className="text-sm text-muted-foreground">
            {t`Checked at ${moment(data.checked_at, 'dateTime')}`}
          </span>
        </Card>
      ) : (
        <Skeleton className="h-12" />
      )}
      <ul
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        aria-label={t`Health checks`}
        aria-busy={!data}
      >
        {data
          ? data.checks.map((check) => <CheckCard key={check.name} check={check} />)
          : Array.from({ length: 5 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-32" />
              </li>
            ))}
      </ul>
      <VersionsCard />
    </div>
  );
}

function CheckCard({ check }: { check: ComponentCheck }) {
  const { t, i18n } = useLingui();
  const { threshold, value } = check;
  const measured =
    value === null || value === undefined || !threshold
      ? null
      : valueWithUnit(value, threshold.unit, i18n.locale);
  const limit = (at: number) => (threshold ? valueWithUnit(at, threshold.unit, i18n.locale) : '');
  return (
    <li>
      <Card padding={20} className="grid h-full content-start gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-medium">{i18n._(CHECK_NAMES[check.name])}</h2>
          <HealthStatusBadge status={check.status} />
        </div>
        {measured ? <p className="text-2xl font-semibold tabular-nums">{measured}</p> : null}
        {check.message ? <p className="text-sm">{check.message}</p> : null}
        {threshold ? (
          <p className="text-xs text-muted-foreground">
            {threshold.below
              ? t`Degraded below ${limit(threshold.degraded)}`
              : t`Degraded above ${limit(threshold.degraded)}`}
            {threshold.down === null
              ? null
              : ` · ${threshold.below ? t`down below ${limit(threshold.down)}` : t`down above ${limit(threshold.down)}`}`}
          </p>
        ) : null}
      </Card>
    </li>
  );
}
