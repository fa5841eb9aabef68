import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES, type PageSize, type TableUrlState } from './table-search';

interface ListPaginationProps {
  state: Pick<TableUrlState, 'page' | 'per_page'>;
  /** Rows in the whole list. */
  total: number;
  /** Writes the new page or page size into the list's URL state. */
  onChange: (patch: { page: number } | { per_page: PageSize }) => void;
}

/** The pager of a list whose page and size live in its URL state, offering the spec's page sizes. */
export function ListPagination({ state, total, onChange }: ListPaginationProps) {
  return (
    <Pagination
      page={state.page}
      pageSize={state.per_page}
      total={total}
      onPageChange={(page) => onChange({ page })}
      pageSizes={PAGE_SIZES}
      onPageSizeChange={(size) => {
        const next = PAGE_SIZES.find((option) => option === size);
        if (next) onChange({ per_page: next });
      }}
    />
  );
}
