import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { adminSystemQueries, type DatabaseInfo } from '@/api/queries/admin-system';
import { Card, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFileSize } from '@/lib/upload-files';

/** The database's size and connections, its tables by size with their indexes, and its slowest statements. */
export function DatabaseTab() {
  const { t, i18n } = useLingui();
  const database = useQuery(adminSystemQueries.database());
  if (database.isError) return <ErrorCard onRetry={() => void database.refetch()} />;
  const data = database.data;
  if (!data) return <Skeleton className="h-64" aria-busy />;
  const size = (bytes: number) => formatFileSize(bytes, i18n.locale);
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <div className="grid gap-4">
      <Card padding={20} className="grid gap-1 text-sm">
        <p>
          <span className="font-medium">{data.version}</span> · {data.name} · {size(data.size_bytes)}
        </p>
        {data.connections ? (
          <p className="text-muted-foreground">
            {data.connections.max === null
              ? t`${count(data.connections.active)} connections open`
              : t`${count(data.connections.active)} of ${count(data.connections.max)} connections open`}
          </p>
        ) : null}
        <p className="text-muted-foreground">
          {data.migrations.pending.length
            ? t`Migrations waiting: ${data.migrations.pending.join(', ')}`
            : t`${count(data.migrations.applied_count)} migrations applied, the last ${data.migrations.last_migration ?? '—'}`}
        </p>
      </Card>
      <Card padding={20} className="grid gap-3">
        <CardTitle>{t`Tables`}</CardTitle>
        {data.rows_estimated ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Row counts are the database planner’s estimates, refreshed as it analyses the tables.
            </Trans>
          </p>
        ) : null}
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">{t`Table`}</th>
                <th className="py-1 pr-3 text-right font-medium">{t`Rows`}</th>
                <th className="py-1 pr-3 text-right font-medium">{t`Size`}</th>
                <th className="py-1 font-medium">{t`Indexes`}</th>
              </tr>
            </thead>
            <tbody>
              {data.tables.map((table) => (
                <tr key={table.name} className="border-t align-top">
                  <td className="py-1 pr-3 font-mono text-xs break-all">{table.name}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{count(table.rows)}</td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                    {size(table.size_bytes)}
                  </td>
                  <td className="py-1">
                    <IndexList indexes={table.indexes ?? []} size={size} count={count} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <SlowStatements data={data} />
    </div>
  );
}

type Indexes = NonNullable<DatabaseInfo['tables'][number]['indexes']>;

function IndexList({
  indexes,
  size,
  count,
}: {
  indexes: Indexes;
  size: (bytes: number) => string;
  count: (value: number) => string;
}) {
  const { t } = useLingui();
  if (!indexes.length) return <span className="text-muted-foreground">—</span>;
  return (
    <details>
      <summary className="cursor-pointer whitespace-nowrap">{t`${count(indexes.length)} indexes`}</summary>
      <ul className="grid gap-0.5 pt-1 text-xs">
        {indexes.map((index) => (
          <li key={index.name} className="break-all">
            <span className="font-mono">{index.name}</span> · {size(index.size_bytes)}
            {index.scans === null ? null : ` · ${t`${count(index.scans)} scans`}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

function SlowStatements({ data }: { data: DatabaseInfo }) {
  const { t, i18n } = useLingui();
  const ms = (value: number) =>
    `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value)} ms`;
  const statements = data.slow_statements ?? [];
  return (
    <Card padding={20} className="grid gap-3">
      <CardTitle>{t`Slowest statements`}</CardTitle>
      {data.slow_statements_unavailable === 'embedded' ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The embedded database (PGlite) keeps no statistics of statements.</Trans>
        </p>
      ) : data.slow_statements_unavailable === 'extension_missing' ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            PostgreSQL’s pg_stat_statements extension is not installed: add it to shared_preload_libraries and
            run CREATE EXTENSION pg_stat_statements to see the slowest statements here.
          </Trans>
        </p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {statements.map((statement) => (
            <li key={statement.query} className="grid gap-1 border-t pt-2">
              <code className="block max-h-24 overflow-auto text-xs break-all whitespace-pre-wrap">
                {statement.query}
              </code>
              <span className="text-muted-foreground">
                {t`mean ${ms(statement.mean_ms)} · ${statement.calls} calls · total ${ms(statement.total_ms)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
