import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DataTable } from '@/components/table/data-table';
import { PAGE_SIZES } from '@/components/table/table-search';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { domainColumns } from './domain-columns';
import { GALLERY_SORT_KEYS } from './gallery-search';
import { sampleDomains, sortDomains, type SampleDomain } from './sample-domains';

const STATES = ['data', 'loading', 'empty', 'error'] as const;
type TableState = (typeof STATES)[number];

const getRowId = (row: SampleDomain) => row.id;
const rowLabel = (row: SampleDomain) => row.name;

function StateSwitch({ value, onChange }: { value: TableState; onChange: (state: TableState) => void }) {
  const id = useId();
  const labels = {
    data: <Trans>With rows</Trans>,
    loading: <Trans>Loading</Trans>,
    empty: <Trans>Empty</Trans>,
    error: <Trans>Error</Trans>,
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        <Trans>Table state</Trans>
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(STATES.find((state) => state === next) ?? 'data')}
        className="flex flex-wrap gap-4"
      >
        {STATES.map((state) => (
          <div key={state} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${state}`} value={state} />
            <Label htmlFor={`${id}-${state}`}>{labels[state]}</Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}

/**
 * The data table over sample domains. Its sort, page and page size live in the URL; the rows are
 * sorted and paged here, as a server would, and the table only shows them.
 */
export function GalleryTable() {
  const { t } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const list = useTableUrlState({
    search,
    sortKeys: GALLERY_SORT_KEYS,
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const [state, setState] = useState<TableState>('data');
  const [selected, setSelected] = useState<string[]>([]);

  const { page, per_page: perPage } = list.state;
  const rows = state === 'data' ? sortDomains(sampleDomains, list.sort) : [];
  const pageRows = rows.slice((page - 1) * perPage, page * perPage);
  const count = selected.length;

  return (
    <div className="grid w-full gap-4">
      <StateSwitch value={state} onChange={setState} />
      <DataTable
        caption={t`Tracked domains`}
        columns={domainColumns}
        data={pageRows}
        getRowId={getRowId}
        rowLabel={rowLabel}
        serverSide
        sort={list.sort}
        onSortChange={list.setSort}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={state === 'loading'}
        error={state === 'error' ? t`The domains could not be loaded.` : undefined}
        onRetry={() => setState('data')}
        className="bg-card"
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>{count} selected</Trans>
      </p>
      <Pagination
        page={page}
        pageSize={perPage}
        total={rows.length}
        onPageChange={list.setPage}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={(size) => {
          const next = PAGE_SIZES.find((option) => option === size);
          if (next) list.setPerPage(next);
        }}
      />
    </div>
  );
}
