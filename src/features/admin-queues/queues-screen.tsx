import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { isApiError } from '@/api/api-error';
import { adminQueuesQueries, type QueueJob } from '@/api/queries/admin-queues';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { listQueryOf } from '@/components/table/list-query';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorCard } from '@/components/ui/error-card';
import { FailedDeliveryGroups, type GroupFilter } from './failed-delivery-groups';
import { useJobColumns } from './job-columns';
import { JobSheet } from './job-sheet';
import { QueueCards } from './queue-cards';
import { jobFilterOf, jobsFilters, JOBS_SEARCH_OPTIONS } from './queues-search';
import { useJobBulkActions } from './use-job-bulk-actions';

const routeApi = getRouteApi('/admin/queue-monitoring');

const getRowId = (job: QueueJob) => job.id;
const rowLabel = (job: QueueJob) => `${job.queue} ${job.id}`;

/**
 * /admin/queue-monitoring: each queue's jobs by state and its last hour; the failed event deliveries
 * grouped by domain, destination and error, each retried all at once; and every job, filtered by state,
 * queue and values in its data, in the URL. A job opens beside the list (`?job=<id>`), where it is
 * retried, cancelled or deleted; ticked jobs or all matching ones are changed together.
 */
export function QueuesScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const search: Record<string, unknown> = routeApi.useSearch();
  const url = useTableUrlState({
    ...JOBS_SEARCH_OPTIONS,
    search,
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const openJob = typeof search.job === 'string' ? search.job : undefined;
  const setJob = useCallback(
    (job: string | undefined) =>
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, job }) }),
    [navigate],
  );
  const dashboard = useQuery(adminQueuesQueries.dashboard());
  const groups = useQuery(adminQueuesQueries.failedDeliveries());
  const result = useQuery({
    ...adminQueuesQueries.jobs(listQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const queues = useMemo(() => dashboard.data?.queues.map((queue) => queue.name) ?? [], [dashboard.data]);
  const filters = useMemo(() => jobsFilters(queues), [queues]);
  const columns = useJobColumns(setJob);
  const bulkActions = useJobBulkActions(jobFilterOf(url.state), result.data?.total ?? 0);
  const showGroup = (filter: GroupFilter) => url.setFilters({ ...filter, state: [filter.state] });

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader />
      <section className="grid gap-3" aria-labelledby="queues-heading">
        <h2 id="queues-heading" className="text-lg font-semibold">
          <Trans>Queues</Trans>
        </h2>
        {dashboard.error ? (
          <ErrorCard
            message={
              isApiError(dashboard.error) && dashboard.error.message ? dashboard.error.message : undefined
            }
            onRetry={() => void dashboard.refetch()}
          />
        ) : dashboard.data ? (
          <QueueCards queues={dashboard.data.queues} />
        ) : null}
      </section>
      <section className="grid gap-3" aria-labelledby="failed-deliveries-heading">
        <h2 id="failed-deliveries-heading" className="text-lg font-semibold">
          <Trans>Failed deliveries</Trans>
        </h2>
        {groups.data ? <FailedDeliveryGroups groups={groups.data} onShow={showGroup} /> : null}
      </section>
      <section className="grid min-w-0 gap-3" aria-labelledby="jobs-heading">
        <h2 id="jobs-heading" className="text-lg font-semibold">
          <Trans>Jobs</Trans>
        </h2>
        <AdminList
          id="admin-queue-jobs"
          caption={t`Jobs`}
          columns={columns}
          getRowId={getRowId}
          rowLabel={rowLabel}
          url={url}
          filters={filters}
          result={result}
          countLabel={(count) => t`${plural(count, { one: '# job', other: '# jobs' })}`}
          bulkActions={bulkActions}
          empty={<EmptyState icon={<ListChecks />} title={<Trans>No jobs are kept.</Trans>} />}
        />
      </section>
      {openJob ? <JobSheet id={openJob} onClose={() => setJob(undefined)} /> : null}
    </main>
  );
}
