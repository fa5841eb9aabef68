import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { adminSystemQueries } from '@/api/queries/admin-system';
import { Card, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFileSize } from '@/lib/upload-files';

const REFRESH_EVERY_MS = 30_000;

/** This process's request figures over the last hour, overall and per operation, with memory and load. */
export function PerformanceTab() {
  const { t, i18n } = useLingui();
  const performance = useQuery({ ...adminSystemQueries.performance(), refetchInterval: REFRESH_EVERY_MS });
  if (performance.isError) return <ErrorCard onRetry={() => void performance.refetch()} />;
  const data = performance.data;
  if (!data) return <Skeleton className="h-64" aria-busy />;
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value);
  const ms = (value: number | null) => (value === null ? '—' : `${number(value)} ms`);
  const minutes = data.window_minutes;
  const figures: [string, string][] = [
    [t`Requests per minute`, number(data.requests.per_minute)],
    [t`p50`, ms(data.requests.latency_p50_ms)],
    [t`p95`, ms(data.requests.latency_p95_ms)],
    [t`Errors (5xx)`, `${number(data.requests.error_percent)} %`],
    [t`Events per minute`, number(data.events.per_minute)],
    [t`Memory (RSS)`, formatFileSize(data.memory.rss_bytes, i18n.locale)],
    [t`Load (1, 5, 15 min)`, data.cpu.load_average.map(number).join(' · ')],
  ];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Requests of this server process over the last {minutes} minutes, kept in its memory minute by
          minute: they start again when it restarts, and other processes count their own.
        </Trans>
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {figures.map(([label, value]) => (
          <li key={label}>
            <Card padding={20} className="grid gap-1">
              <span className="text-xs text-muted-foreground">{label}</span>
              <span className="text-lg font-semibold tabular-nums">{value}</span>
            </Card>
          </li>
        ))}
      </ul>
      <Card padding={20} className="grid gap-3">
        <CardTitle>{t`Per operation`}</CardTitle>
        {data.operations?.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t`Operation`}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t`Requests`}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t`p50`}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t`p95`}</th>
                  <th className="py-1 text-right font-medium">{t`Errors`}</th>
                </tr>
              </thead>
              <tbody>
                {data.operations.map((operation) => (
                  <tr key={operation.operation} className="border-t">
                    <td className="py-1 pr-3 font-mono text-xs break-all">{operation.operation}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{number(operation.requests)}</td>
                    <td className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                      {ms(operation.latency_p50_ms)}
                    </td>
                    <td className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                      {ms(operation.latency_p95_ms)}
                    </td>
                    <td className="py-1 text-right tabular-nums">{`${number(operation.error_percent)} %`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t`No requests in the last hour.`}</p>
        )}
      </Card>
    </div>
  );
}
