import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FailedDeliveryGroup } from '@/api/queries/admin-queues';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDateFormat } from '@/i18n/use-date-format';
import { AllMatchingDialog, useJobCount } from './retry-all-dialog';

/** What a group's "Show jobs" puts in the jobs list's filters. */
export type GroupFilter = { state: string; queue: string; domain_id: string; destination: string };

function GroupCard({ group, onShow }: { group: FailedDeliveryGroup; onShow: (filter: GroupFilter) => void }) {
  const { t, i18n } = useLingui();
  const format = useDateFormat();
  const jobs = useJobCount();
  const [retrying, setRetrying] = useState(false);
  const filter = {
    state: 'failed',
    queue: group.filter.queue ?? '',
    domain_id: group.domain_id,
    destination: group.destination,
  };
  const domain = group.domain_name ?? t`Deleted domain`;
  const events = new Intl.NumberFormat(i18n.locale).format(group.events_count);
  return (
    <li>
      <Card padding={12} className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-medium break-words">
            {group.domain_name ? (
              <Link
                to="/admin/domains/$id"
                params={{ id: group.domain_id }}
                className="underline-offset-4 hover:underline"
              >
                {domain}
              </Link>
            ) : (
              domain
            )}{' '}
            → <span className="font-mono">{group.destination}</span>
          </h3>
          <span className="text-sm text-muted-foreground">
            <Trans>
              {jobs(group.jobs_count)}, {events} events, last{' '}
              {format.moment(group.last_failed_at, 'dateTime')}
            </Trans>
          </span>
        </div>
        <p className="text-sm break-words text-destructive">{group.error}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onShow(filter)}>
            <Trans>Show the jobs and their events</Trans>
          </Button>
          <Button size="sm" onClick={() => setRetrying(true)}>
            <Trans>Retry all</Trans>
          </Button>
        </div>
      </Card>
      <AllMatchingDialog action="retry" filter={filter} open={retrying} onOpenChange={setRetrying} />
    </li>
  );
}

/**
 * The failed event deliveries grouped by domain, destination and error: each names its domain (a link to
 * its page), how many jobs and events failed and when last, shows its jobs in the list below (their
 * events on each job's page) and retries all of them once the destination is fixed.
 */
export function FailedDeliveryGroups({
  groups,
  onShow,
}: {
  groups: readonly FailedDeliveryGroup[];
  onShow: (filter: GroupFilter) => void;
}) {
  const { t } = useLingui();
  if (!groups.length) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No failed deliveries.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t`Failed deliveries`}>
      {groups.map((group) => (
        <GroupCard
          key={`${group.domain_id}/${group.destination}/${group.error}`}
          group={group}
          onShow={onShow}
        />
      ))}
    </ul>
  );
}
