import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { failureMessage } from '@/components/form/form-failure';
import { DataTable } from '@/components/table/data-table';
import { ListPagination } from '@/components/table/list-pagination';
import type { TableSort } from '@/components/table/table-sort';
import type { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { notify } from '@/lib/notify';
import { fromFilterParams, toFilterParams, type FilterGroup } from '@/lib/filter-values';
import { foldedColumns, type AdminColumn } from './admin-columns';
import type { BulkAction } from './bulk-action';
import { ColumnChoiceMenu } from './column-choice-menu';
import { useListSelection, type BulkTarget } from './list-selection';
import { SelectionBar } from './selection-bar';
import { useColumnChoice } from './use-column-choice';

/** One page of a list as its query answers it. */
export type ListPage<TData> = { items: readonly TData[]; total: number };

/** The parts of a list query's result the screen reads (a TanStack `useQuery` result fits). */
export type ListResult<TData> = {
  data: ListPage<TData> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type AdminListProps<TData extends object> = {
  /** Names the list; its column choice is remembered under it (one per list, e.g. `admin-users`). */
  id: string;
  /** Names the table for screen readers. */
  caption: string;
  /** The first names the row and always shows; keep the array stable (module scope or `useMemo`). */
  columns: readonly AdminColumn<TData>[];
  getRowId: (row: TData) => string;
  /** Names a row for its checkbox ("Select ola@example.com"). */
  rowLabel?: (row: TData) => string;
  /** The list's URL state: `useTableUrlState({ search, navigate, sortKeys, filterKeys })`. */
  url: ReturnType<typeof useTableUrlState>;
  /** The filter bar's filters; a `text` filter keyed `search` is the list's search. None: no filter bar. */
  filters?: readonly FilterGroup[];
  result: ListResult<TData>;
  /** The order the server uses when the URL names none, so the table's header shows it. */
  defaultSort?: TableSort;
  /** Rows counted with their noun, plural-aware: `(n) => t\`${plural(n, { one: '# user', other: '# users' })}\``. */
  countLabel: (count: number) => string;
  /** Actions on ticked rows or on everything matching; with none, the list has no checkboxes. */
  bulkActions?: readonly BulkAction[];
  /** More buttons above the table, beside the column choice (a page's main action goes in its header). */
  actions?: ReactNode;
  /** What an unfiltered empty list says (its icon, title, a first action). */
  empty: ReactNode;
  /**
   * What a list whose filters match nothing says, in its own words ("No tickets match these filters.");
   * "Nothing matches these filters." otherwise. A way to clear the filters comes with it.
   */
  noMatch?: ReactNode;
  /** What failed loading says when the server gave no message. */
  failure?: Parameters<typeof failureMessage>[1];
};

function paramsOf(filters: Readonly<Record<string, string | string[]>>) {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
  );
}

/**
 * The dashboard's one server-side list: search (applied 300 ms after typing stops), filters, sort,
 * page and page size in the URL; a column choice remembered per list; rows ticked on any page, or
 * everything matching the filters, for bulk actions that confirm the count (and ask why where the
 * action says) before they run; loading, empty, filtered-empty and error states; and on a phone one
 * column, the others folded under it. A screen gives the URL state, the query's result and its
 * columns:
 *
 *   const url = useTableUrlState({ ...USERS_SEARCH, search: routeApi.useSearch(), navigate: … });
 *   const result = useQuery({ ...adminUsersQueries.list(listQueryOf(url.state)), placeholderData: keepPreviousData });
 *   <AdminList id="admin-users" caption={t`Users`} columns={columns} getRowId={(u) => u.id} url={url}
 *     filters={USER_FILTERS} result={result} countLabel={…} bulkActions={[…]} empty={<EmptyState … />} />
 *
 * A bulk action's `run` receives `{ kind: 'rows', ids }` or `{ kind: 'matching' }` (then it uses the same
 * query the list shows, e.g. `listQueryOf(url.state)` for an export); `runForEach` runs a per-row call.
 *
 * The owner's lists use it too: without bulk actions a list has no checkboxes, and without filters no
 * filter bar, so it also fits a card inside a screen (the invoices on /billing). Which column names the
 * row and from which width each has a cell of its own are the columns' to say (see AdminColumn).
 */
export function AdminList<TData extends object>({
  id,
  caption,
  columns,
  getRowId,
  rowLabel,
  url,
  filters = [],
  result,
  defaultSort,
  countLabel,
  bulkActions = [],
  actions,
  empty,
  noMatch,
  failure = msg`The list could not be loaded.`,
}: AdminListProps<TData>) {
  const { t, i18n } = useLingui();
  const { state, sort, update } = url;
  const columnChoice = useColumnChoice(id);
  const tableColumns = useMemo(
    () => foldedColumns(columns, columnChoice.chosen),
    [columns, columnChoice.chosen],
  );
  const scope = JSON.stringify([state.search, state.filters]);
  const selection = useListSelection(scope);
  const [running, setRunning] = useState<{ action: BulkAction; target: BulkTarget } | null>(null);

  const rows = result.data?.items ?? [];
  const total = result.data?.total ?? 0;
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  const values = fromFilterParams(filters, { search: state.search, ...paramsOf(state.filters) });
  const selectable = bulkActions.some((action) => action.targets.includes('rows'));
  const pageIds = rows.map(getRowId);
  const wholePageTicked = pageIds.length > 0 && pageIds.every((rowId) => selection.ids.includes(rowId));
  const target = selection.target;
  const countOf = (chosen: BulkTarget) => (chosen.kind === 'matching' ? total : chosen.ids.length);

  const actionButton = (action: BulkAction, on: BulkTarget) => (
    <Button
      key={action.id}
      variant={action.tone === 'destructive' ? 'destructive' : 'outline'}
      size="sm"
      disabled={countOf(on) === 0}
      onClick={() => setRunning({ action, target: on })}
    >
      {action.icon}
      {action.label}
    </Button>
  );

  async function run({ action, target: on }: { action: BulkAction; target: BulkTarget }, reason: string) {
    const count = countOf(on);
    const outcome = await action.run(on, reason);
    selection.clear();
    const refused = outcome?.failed ?? [];
    if (refused.length > 0) {
      const first = refused[0]?.message ?? '';
      const failed = refused.length;
      notify.warning(t`Not done for ${failed} of ${count}: ${first}`);
    }
  }

  const confirmation = running ? running.action.confirm(countOf(running.target)) : null;

  return (
    <div data-slot="admin-list" className="grid gap-4">
      {filters.length > 0 ? (
        <FilterBar
          groups={filters}
          values={values}
          onChange={(next) => {
            const { search: text = '', ...rest } = toFilterParams(filters, next);
            update({ search: text, filters: rest });
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-slot="admin-list-total">
          {result.data ? countLabel(total) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {bulkActions
            .filter((action) => action.always && action.targets.includes('matching') && !target)
            .map((action) => actionButton(action, { kind: 'matching' }))}
          <ColumnChoiceMenu
            columns={columns}
            chosen={columnChoice.chosen}
            onChoose={columnChoice.choose}
            onReset={columnChoice.reset}
          />
          {actions}
        </div>
      </div>
      {target ? (
        <SelectionBar
          count={selection.ids.length}
          total={total}
          matching={selection.matching}
          canSelectMatching={
            bulkActions.some((action) => action.targets.includes('matching')) &&
            wholePageTicked &&
            total > selection.ids.length
          }
          countLabel={countLabel}
          onSelectMatching={selection.selectMatching}
          onClear={selection.clear}
        >
          {bulkActions
            .filter((action) => action.targets.includes(target.kind))
            .map((action) => actionButton(action, target))}
        </SelectionBar>
      ) : null}
      <DataTable
        caption={caption}
        columns={tableColumns}
        data={rows}
        getRowId={getRowId}
        rowLabel={rowLabel}
        serverSide
        sort={sort ?? defaultSort ?? null}
        onSortChange={(next) => update({ sort: next?.key, order: next?.order ?? 'asc' })}
        selectable={selectable}
        selectedIds={selection.ids}
        onSelectionChange={selection.setIds}
        loading={result.isPending}
        error={result.isError ? failureMessage(result.error, failure, i18n) : undefined}
        onRetry={() => void result.refetch()}
        empty={
          filtered ? (
            <EmptyState
              icon={<SearchX />}
              title={noMatch ?? <Trans>Nothing matches these filters.</Trans>}
              action={
                <Button variant="outline" onClick={() => update({ search: '', filters: {} })}>
                  <Trans>Clear filters</Trans>
                </Button>
              }
            />
          ) : (
            empty
          )
        }
        className="bg-card"
      />
      <ListPagination state={state} total={total} onChange={update} />
      {running && confirmation ? (
        <ConfirmAction
          open
          onOpenChange={(open) => {
            if (!open) setRunning(null);
          }}
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.confirmLabel}
          tone={running.action.tone ?? 'default'}
          reason={running.action.reason}
          onConfirm={({ reason }) => run(running, reason)}
        />
      ) : null}
    </div>
  );
}
