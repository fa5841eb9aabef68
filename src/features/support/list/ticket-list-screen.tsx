import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { LifeBuoy, Plus } from 'lucide-react';
import { useState } from 'react';
import { supportQueries, type Ticket } from '@/api/queries/support';
import { PageHeader } from '@/components/page/page-header';
import { DataTable } from '@/components/table/data-table';
import { ListPagination } from '@/components/table/list-pagination';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { toFilterParams } from '@/lib/filter-values';
import { SupportStatistics } from './support-statistics';
import { useTicketColumns } from './ticket-columns';
import { TICKET_FILTERS } from './ticket-filters';
import { TicketSearchField } from './ticket-search-field';
import { TICKET_SEARCH_OPTIONS } from './ticket-list-search';
import { filterValuesOf, ticketQueryOf } from './ticket-list-query';

const routeApi = getRouteApi('/_user/support/');

const getRowId = (ticket: Ticket) => ticket.id;

function NewTicketButton({ first = false }: { first?: boolean }) {
  return (
    <Button asChild>
      <Link to="/support/new">
        <Plus aria-hidden />
        {first ? <Trans>Open your first ticket</Trans> : <Trans>New ticket</Trans>}
      </Link>
    </Button>
  );
}

/**
 * /support: the user's tickets in figures, then as a paged table, searched by subject or number, filtered
 * by status and sorted; page, size, sort, search and filter live in the URL. The route loads the first
 * page; the table keeps the page it shows while the next one loads.
 */
export function TicketListScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const search = routeApi.useSearch();
  const { state, sort, update } = useTableUrlState({
    ...TICKET_SEARCH_OPTIONS,
    search,
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const columns = useTicketColumns();
  const list = useQuery({ ...supportQueries.list(ticketQueryOf(state)), placeholderData: keepPreviousData });
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  // The search field keeps what is typed itself; a new key shows it emptied.
  const [resets, setResets] = useState(0);
  const clearAll = () => {
    update({ search: '', filters: {} });
    setResets((count) => count + 1);
  };

  return (
    <main className="grid content-start gap-6">
      <PageHeader actions={<NewTicketButton />} />
      <SupportStatistics />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <TicketSearchField key={resets} value={state.search} onSearch={(text) => update({ search: text })} />
        <FilterBar
          className="max-sm:w-full"
          groups={TICKET_FILTERS}
          values={filterValuesOf(state)}
          onChange={(next) => {
            const filters = toFilterParams(TICKET_FILTERS, next);
            // "Reset filters" empties the bar: the search goes with it.
            if (Object.keys(next).length === 0) clearAll();
            else update({ filters });
          }}
        />
      </div>
      <DataTable
        caption={t`Your support tickets`}
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={getRowId}
        serverSide
        sort={sort}
        onSortChange={(sort) => update({ sort: sort?.key, order: sort?.order ?? 'asc' })}
        loading={list.isPending}
        error={list.isError ? true : undefined}
        onRetry={() => void list.refetch()}
        empty={
          filtered ? (
            <EmptyState
              icon={<LifeBuoy />}
              title={<Trans>No tickets match these filters.</Trans>}
              action={
                <Button variant="outline" onClick={clearAll}>
                  <Trans>Clear filters</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<LifeBuoy />}
              title={<Trans>No tickets yet.</Trans>}
              description={
                <Trans>
                  When tracking breaks or something is unclear, open a ticket: our support team answers here
                  and by mail.
                </Trans>
              }
              action={<NewTicketButton first />}
            />
          )
        }
        className="bg-card"
      />
      <ListPagination state={state} total={list.data?.total ?? 0} onChange={update} />
    </main>
  );
}
