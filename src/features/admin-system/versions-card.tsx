import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminSystemQueries } from '@/api/queries/admin-system';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';

/** "3 d 4 h", "5 h 12 min", "42 s": the largest two units of a duration in seconds. */
export function uptimeText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes} min`;
  if (minutes) return `${minutes} min`;
  return `${seconds} s`;
}

/** The app's, Node's, the database's and pg-boss's versions, the uptime and where the logs are kept. */
export function VersionsCard() {
  const { t } = useLingui();
  const { moment } = useDateFormat();
  const overview = useQuery(adminSystemQueries.overview());
  const data = overview.data;
  const rows: [string, ReactNode][] = data
    ? [
        [t`Tracklane`, `${data.app_version} (API ${data.api_version})`],
        [t`Environment`, data.environment],
        [t`Node.js`, data.runtime_version],
        [t`Database`, `${data.database_engine} · ${data.database_version}`],
        [t`Job queue`, data.job_queue_version ? `pg-boss ${data.job_queue_version}` : '—'],
        [
          t`Uptime`,
          `${uptimeText(data.uptime_seconds)} (${t`since ${moment(data.started_at, 'dateTime')}`})`,
        ],
        [t`Host`, `${data.hostname} · ${data.timezone}`],
        [t`Log files`, data.log_directory ?? t`Standard output only`],
      ]
    : [];
  return (
    <Card padding={20} className="grid gap-3">
      <CardTitle>{t`Versions and uptime`}</CardTitle>
      {data ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="h-40" />
      )}
    </Card>
  );
}
