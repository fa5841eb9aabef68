import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
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

/** When and where from, in one line under what happened: a phone's width holds one column. */
function PhoneDetails({ entry }: { entry: ActivityLogEntry }) {
  const format = useDateFormat();
  const date = new Date(entry.created_at);
  return (
    <span className="text-xs text-muted-foreground sm:hidden">
      <time dateTime={date.toISOString()}>{format.moment(date)}</time>
      {entry.ip_address ? <span className="font-mono"> · {entry.ip_address}</span> : null}
    </span>
  );
}

/**
 * The activity list's columns: when, what happened (in the server's words, in the request's language) and
 * where from. What happened names the row: on a phone when and where from come under it in one line, as a
 * domain's name in an entry needs the whole width. The headers are `<Trans>`, so they follow a language
 * switch by themselves.
 */
export function useActivityColumns(now: number): readonly AdminColumn<ActivityLogEntry>[] {
  return useMemo(
    () => [
      {
        key: 'created_at',
        label: <Trans>When</Trans>,
        sortable: true,
        width: 168,
        foldOnPhone: false,
        cell: (entry) => <When at={entry.created_at} now={now} />,
      },
      {
        key: 'action',
        label: <Trans>Activity</Trans>,
        sortable: true,
        names: true,
        cell: (entry) => (
          <span className="grid">
            <span className="font-medium">{entry.description}</span>
            <PhoneDetails entry={entry} />
          </span>
        ),
      },
      {
        key: 'ip_address',
        label: <Trans>IP address</Trans>,
        width: 160,
        className: 'font-mono text-xs',
        foldOnPhone: false,
        cell: (entry) => entry.ip_address ?? '—',
      },
    ],
    [now],
  );
}
