import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { QueueJob } from '@/api/queries/admin-queues';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { useDateFormat } from '@/i18n/use-date-format';
import { JobStateBadge } from './job-state';

function When({ at }: { at: Date | null }) {
  const format = useDateFormat();
  if (!at) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap">
      {format.moment(at, 'dateTime')}
    </time>
  );
}

/**
 * The jobs list's columns: the job (its id opening its page beside the list, its queue under it), state,
 * domain (linked to its page) and destination from its data, tries, its last error, created and finished.
 */
export function useJobColumns(open: (id: string) => void): readonly AdminColumn<QueueJob>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        key: 'job',
        label: t`Job`,
        cell: (job) => (
          <span className="grid min-w-36 gap-0.5">
            <button
              type="button"
              onClick={() => open(job.id)}
              className="w-fit text-left font-mono text-sm font-medium whitespace-nowrap underline-offset-4 hover:underline"
            >
              {job.id.slice(0, 8)}
            </button>
            <span className="font-mono text-xs break-all text-muted-foreground">{job.queue}</span>
          </span>
        ),
      },
      { key: 'state', label: t`State`, foldLabel: false, cell: (job) => <JobStateBadge state={job.state} /> },
      {
        key: 'domain',
        label: t`Domain`,
        className: 'break-all',
        cell: (job) =>
          job.domain_id && job.domain_name ? (
            <Link
              to="/admin/domains/$id"
              params={{ id: job.domain_id }}
              className="underline-offset-4 hover:underline"
            >
              {job.domain_name}
            </Link>
          ) : (
            (job.domain_id ?? '—')
          ),
      },
      { key: 'destination', label: t`Destination`, cell: (job) => job.destination ?? '—' },
      {
        key: 'tries',
        label: t`Tries`,
        align: 'end',
        className: 'tabular-nums',
        cell: (job) => `${job.retry_count + (job.started_at ? 1 : 0)} / ${job.retry_limit + 1}`,
      },
      {
        key: 'error',
        label: t`Error`,
        showFrom: 'md',
        className: 'break-words text-destructive',
        cell: (job) => job.error ?? '—',
      },
      { key: 'created_at', label: t`Created`, cell: (job) => <When at={job.created_at} /> },
      {
        key: 'completed_at',
        label: t`Finished`,
        hiddenByDefault: true,
        cell: (job) => <When at={job.completed_at} />,
      },
    ],
    [t, open],
  );
}
