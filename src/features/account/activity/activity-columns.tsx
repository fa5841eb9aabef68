import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '@/components/table/table-columns';
import { type ActivityLogEntry } from '@/api/queries/auth-activity';
import { useDateFormat } from '@/i18n/use-date-format';

function When({ at, now }: { at: Date | string; now: number }) {
  const format = useDateFormat();
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()} className="grid">
      <span className="whitespace-nowrap">{format.moment(date)}</span>
      <span className="text-xs text-muted-foreground">{format.relative(date, now)}</span>
    </time>
  );
}

/**
 * The activity table's columns: when, what happened (in the server's words, in the request's language)
 * and where from. The headers are `<Trans>`, so they follow a language switch by themselves.
 */
export function useActivityColumns(now: number): readonly TableColumn<ActivityLogEntry>[] {
  return useMemo(
    () => [
      {
        key: 'created_at',
        label: <Trans>When</Trans>,
        sortable: true,
        width: 200,
        cell: (entry) => <When at={entry.created_at} now={now} />,
      },
      {
        key: 'action',
        label: <Trans>Activity</Trans>,
        sortable: true,
        cell: (entry) => <span className="font-medium">{entry.description}</span>,
      },
      {
        key: 'ip_address',
        label: <Trans>IP address</Trans>,
        width: 160,
        className: 'font-mono text-xs',
      },
    ],
    [now],
  );
}
