import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { activityQueries, type ActivityLogEntry } from '@/api/queries/auth-activity';
import { PageHeader } from '@/components/page/page-header';
import { DataTable } from '@/components/table/data-table';
import { ListPagination } from '@/components/table/list-pagination';
import { parseTableSearch, serializeTableSearch, type TableUrlState } from '@/components/table/table-search';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { toFilterParams } from '@/lib/filter-values';
import { useActivityColumns } from './activity-columns';
import { ACTIVITY_FILTERS } from './activity-filters';
import { ACTIVITY_SEARCH_OPTIONS } from './activity-search';
import { activityQueryOf, filterValuesOf } from './activity-query';
import { useNow } from '@/lib/use-now';

const getRowId = (entry: ActivityLogEntry) => entry.id;

/**
 * /settings/activity-logs: the account's activity as a paged table, sortable by time and kind, filtered by
 * text, kind and days. Page, size, sort and filters live in the URL. The route loads the first page; the
 * table keeps the page it shows while the next one loads, and says itself when one fails.
 */
export function ActivityLogScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const state = parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS);
  const now = useNow();
  const columns = useActivityColumns(now);
  const list = useQuery({
    ...activityQueries.page(activityQueryOf(state)),
    placeholderData: keepPreviousData,
  });
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;

  /** Writes the list's state to the URL; anything but the page goes back to page 1. */
  function update(patch: Partial<TableUrlState>) {
    const next = serializeTableSearch({ ...state, page: 1, ...patch }, ACTIVITY_SEARCH_OPTIONS);
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) });
  }

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <FilterBar
        groups={ACTIVITY_FILTERS}
        values={filterValuesOf(state)}
        onChange={(values) => {
          const { search: text = '', ...filters } = toFilterParams(ACTIVITY_FILTERS, values);
          update({ search: text, filters });
        }}
      />
      <DataTable
        caption={t`Account activity`}
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={getRowId}
        serverSide
        sort={state.sort === undefined ? null : { key: state.sort, order: state.order }}
        onSortChange={(sort) => update({ sort: sort?.key, order: sort?.order ?? 'asc' })}
        loading={list.isPending}
        error={list.isError ? true : undefined}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            icon={<History />}
            title={
              filtered ? <Trans>No activity matches these filters.</Trans> : <Trans>No activity yet.</Trans>
            }
          />
        }
        className="bg-card"
      />
      <ListPagination state={state} total={list.data?.total ?? 0} onChange={update} />
    </main>
  );
}
