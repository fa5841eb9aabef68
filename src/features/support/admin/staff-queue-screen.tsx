import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import { supportQueries, type Ticket } from '@/api/queries/support';
import { PageHeader } from '@/components/page/page-header';
import { DataTable } from '@/components/table/data-table';
import { ListPagination } from '@/components/table/list-pagination';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { toFilterParams } from '@/lib/filter-values';
import { useNow } from '@/lib/use-now';
import { useStaffQueueColumns } from './staff-queue-columns';
import { assigneeOptions, staffQueueFilters } from './staff-queue-filters';
import { DEFAULT_QUEUE_SORT, STAFF_QUEUE_SEARCH_OPTIONS } from './staff-queue-search';
import { filterValuesOf, staffQueueQueryOf } from './staff-queue-query';
import { StaffStatistics } from './staff-statistics';

const routeApi = getRouteApi('/admin/support/');

const getRowId = (ticket: Ticket) => ticket.id;

/** How often the open queue is read again, so new tickets and replies come in without a reload. */
const QUEUE_POLL_MS = 30_000;

/**
 * /admin/support: every user's tickets for the support staff, the longest waiting first, with the
 * statistics on top. Filters by status, priority, assignee and waiting time, a search, the sort and the
 * page live in the URL. The route loads the first page; the table keeps the page it shows while the next
 * one loads.
 */
export function StaffQueueScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const search = routeApi.useSearch();
  const { state, sort, update } = useTableUrlState({
    ...STAFF_QUEUE_SEARCH_OPTIONS,
    search,
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const now = useNow();
  const columns = useStaffQueueColumns(now);
  const list = useQuery({
    ...supportQueries.list(staffQueueQueryOf(state)),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_POLL_MS,
  });
  const agents = useQuery(supportQueries.agents());
  const values = filterValuesOf(state);
  const chosenAssignee = typeof values.assignee_id === 'string' ? values.assignee_id : undefined;
  const filters = staffQueueFilters(assigneeOptions(agents.data ?? [], chosenAssignee));
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <StaffStatistics />
      <FilterBar
        groups={filters}
        values={values}
        onChange={(next) => {
          const { search: text = '', ...rest } = toFilterParams(filters, next);
          update({ search: text, filters: rest });
        }}
      />
      <DataTable
        caption={t`Support tickets, the longest waiting first`}
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={getRowId}
        serverSide
        // Without a sort in the URL the server orders by waiting time, so the table says so.
        sort={sort ?? DEFAULT_QUEUE_SORT}
        onSortChange={(next) => update({ sort: next?.key, order: next?.order ?? 'asc' })}
        loading={list.isPending}
        error={list.isError ? true : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            icon={<Inbox />}
            title={filtered ? <Trans>No tickets match these filters.</Trans> : <Trans>No tickets yet.</Trans>}
            action={
              filtered ? (
                <Button variant="outline" onClick={() => update({ search: '', filters: {} })}>
                  <Trans>Clear filters</Trans>
                </Button>
              ) : undefined
            }
          />
        }
        className="bg-card"
      />
      <ListPagination state={state} total={list.data?.total ?? 0} onChange={update} />
    </main>
  );
}
