import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import { supportQueries, type Ticket } from '@/api/queries/support';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useNow } from '@/lib/use-now';
import { useStaffQueueColumns } from './staff-queue-columns';
import { assigneeOptions, staffQueueFilters } from './staff-queue-filters';
import { DEFAULT_QUEUE_SORT, STAFF_QUEUE_SEARCH_OPTIONS } from './staff-queue-search';
import { staffQueueQueryOf } from './staff-queue-query';
import { StaffStatistics } from './staff-statistics';

const routeApi = getRouteApi('/admin/support/');

const getRowId = (ticket: Ticket) => ticket.id;

/** How often the open queue is read again, so new tickets and replies come in without a reload. */
const QUEUE_POLL_MS = 30_000;

/**
 * /admin/support: every user's tickets for the support staff on the admin panel's list pattern, the
 * longest waiting first, with the statistics on top. Filters by status, priority, assignee and waiting
 * time, a search, the sort and the page live in the URL. The route loads the first page; the list keeps
 * the page it shows while the next one loads. No bulk actions: the API changes one ticket at a time.
 */
export function StaffQueueScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...STAFF_QUEUE_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const columns = useStaffQueueColumns(useNow());
  const result = useQuery({
    ...supportQueries.list(staffQueueQueryOf(url.state)),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_POLL_MS,
  });
  const agents = useQuery(supportQueries.agents());
  const assignee = url.state.filters.assignee_id;
  const chosenAssignee = Array.isArray(assignee) ? assignee.join(',') : assignee;
  const filters = staffQueueFilters(assigneeOptions(agents.data ?? [], chosenAssignee));

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <StaffStatistics />
      <AdminList
        id="admin-support"
        caption={t`Support tickets, the longest waiting first`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={filters}
        result={result}
        // Without a sort in the URL the server orders by waiting time, so the table says so.
        defaultSort={DEFAULT_QUEUE_SORT}
        countLabel={(count) => t`${plural(count, { one: '# ticket', other: '# tickets' })}`}
        noMatch={<Trans>No tickets match these filters.</Trans>}
        empty={<EmptyState icon={<Inbox />} title={<Trans>No tickets yet.</Trans>} />}
      />
    </main>
  );
}
