import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { adminSystemQueries, type LogEntry, type LogLevel } from '@/api/queries/admin-system';
import { useAccess } from '@/auth/abilities/ability-context';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { fieldControlClassName } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { LOG_LEVELS, LOGS_PER_PAGE, logsQueryOf, logsSearchOf } from './logs-search';

const LEVEL_VARIANT: Record<LogLevel, BadgeVariant> = {
  debug: 'outline',
  info: 'secondary',
  warning: 'warning',
  error: 'destructive',
  critical: 'destructive',
};

/** The server's log lines, newest first, filtered by level, text, time and request, a page at a time. */
export function LogsTab() {
  const { t } = useLingui();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const state = logsSearchOf(search);
  const navigate = useNavigate();
  const logs = useQuery(adminSystemQueries.logs(logsQueryOf(state)));
  const [typed, setTyped] = useState(state.q);

  /** Writes `changes` into the URL, back to the first page unless the page is what changed. */
  function update(
    changes: Partial<Record<'level' | 'q' | 'from' | 'to' | 'request_id' | 'page', string | number>>,
  ) {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, page: undefined, ...changes }),
      replace: true,
    });
  }

  const levelLabels: Record<LogLevel, string> = {
    debug: t`Debug and above`,
    info: t`Info and above`,
    warning: t`Warnings and above`,
    error: t`Errors and above`,
    critical: t`Critical only`,
  };
  return (
    <div className="grid gap-4">
      <Card padding={20} className="grid gap-3">
        <form
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: typed });
          }}
        >
          <label className="grid gap-1 text-sm">
            <span>{t`Level`}</span>
            <select
              className={fieldControlClassName + ' h-9'}
              value={state.level}
              onChange={(event) => update({ level: event.target.value })}
            >
              {LOG_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {levelLabels[level]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t`Search`}</span>
            <input
              type="search"
              className={fieldControlClassName + ' h-9'}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t`From`}</span>
            <input
              type="datetime-local"
              className={fieldControlClassName + ' h-9'}
              value={state.from}
              onChange={(event) => update({ from: event.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t`To`}</span>
            <input
              type="datetime-local"
              className={fieldControlClassName + ' h-9'}
              value={state.to}
              onChange={(event) => update({ to: event.target.value })}
            />
          </label>
          <Button type="submit">{t`Search`}</Button>
        </form>
        {state.requestId ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="break-all">{t`Lines of request ${state.requestId}`}</span>
            <Button variant="outline" size="sm" onClick={() => update({ request_id: '' })}>
              {t`Show all requests`}
            </Button>
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <Trans>
            The server’s own log, kept in its data folder and rotated by size; secrets are masked.
          </Trans>
        </p>
      </Card>
      {logs.isError ? (
        <ErrorCard onRetry={() => void logs.refetch()} />
      ) : !logs.data ? (
        <Skeleton className="h-64" aria-busy />
      ) : logs.data.items.length === 0 ? (
        <Card>
          <EmptyState
            title={t`No log lines match`}
            description={t`Lower the level or widen the time range.`}
          />
        </Card>
      ) : (
        <Card padding="none" className="overflow-hidden">
          <ol aria-label={t`Log lines`} aria-busy={logs.isFetching} className="divide-y">
            {logs.data.items.map((line, index) => (
              <LogLine
                key={`${line.timestamp.toString()}-${index}`}
                line={line}
                onRequest={(id) => update({ request_id: id })}
              />
            ))}
          </ol>
        </Card>
      )}
      {logs.data && logs.data.total > LOGS_PER_PAGE ? (
        <Pagination
          page={state.page}
          pageSize={LOGS_PER_PAGE}
          total={logs.data.total}
          onPageChange={(page) => update({ page })}
          pageSizes={[LOGS_PER_PAGE]}
        />
      ) : null}
    </div>
  );
}

function LogLine({ line, onRequest }: { line: LogEntry; onRequest: (id: string) => void }) {
  const { allowsAny } = useAccess();
  const { t, i18n } = useLingui();
  const { timeZone } = useDateFormat();
  const time = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone,
  }).format(new Date(line.timestamp));
  const levelName: Record<LogLevel, string> = {
    debug: t`Debug`,
    info: t`Info`,
    warning: t`Warning`,
    error: t`Error`,
    critical: t`Critical`,
  };
  const context =
    line.context && Object.keys(line.context).length ? JSON.stringify(line.context, null, 2) : null;
  return (
    <li className="grid gap-1 px-4 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={LEVEL_VARIANT[line.level]}>{levelName[line.level]}</Badge>
        <time className="text-xs text-muted-foreground tabular-nums">{time}</time>
        <span className="text-xs text-muted-foreground">{line.channel}</span>
      </div>
      <p className="break-words">{line.message}</p>
      {line.request_id ? (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
          <button
            type="button"
            className="font-mono break-all text-primary underline-offset-2 hover:underline"
            onClick={() => onRequest(line.request_id ?? '')}
          >
            {line.request_id}
          </button>
          <Link
            to="/admin/activity-logs"
            search={{ request_id: line.request_id }}
            className="text-primary underline-offset-2 hover:underline"
          >
            {t`Activity of this request`}
          </Link>
          {allowsAny(['admin.queue-monitoring.view']) ? (
            <Link
              to="/admin/queue-monitoring"
              search={{ data: JSON.stringify({ requestId: line.request_id }) }}
              className="text-primary underline-offset-2 hover:underline"
            >
              {t`Jobs it queued`}
            </Link>
          ) : null}
        </p>
      ) : null}
      {context ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">{t`Details`}</summary>
          <pre className="max-h-64 overflow-auto rounded bg-muted p-2 break-all whitespace-pre-wrap">
            {context}
          </pre>
        </details>
      ) : null}
    </li>
  );
}
