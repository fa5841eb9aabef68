import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TableSearch } from './table-search';
import { useTableUrlState } from './use-table-url-state';

function setup(search: Record<string, unknown>) {
  const navigate = vi.fn<(search: TableSearch) => void>();
  const { result } = renderHook(() =>
    useTableUrlState({ search, navigate, sortKeys: ['name'], filterKeys: ['status'] }),
  );
  return { result, navigate };
}

describe('useTableUrlState', () => {
  it('exposes the parsed state and the sort as the table wants it', () => {
    const { result } = setup({ page: 2, sort: 'name', order: 'desc' });
    expect(result.current.state.page).toBe(2);
    expect(result.current.sort).toEqual({ key: 'name', order: 'desc' });
  });

  it('writes a new page and keeps the rest of the state', () => {
    const { result, navigate } = setup({ sort: 'name', status: 'active' });
    act(() => result.current.setPage(3));
    expect(navigate).toHaveBeenCalledWith(
      expect.objectContaining({ page: 3, sort: 'name', order: undefined, status: 'active' }),
    );
  });

  it('goes back to page 1 when the sort, page size, search or filters change', () => {
    const { result, navigate } = setup({ page: 5 });
    act(() => result.current.setSort({ key: 'name', order: 'desc' }));
    expect(navigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: undefined, sort: 'name', order: 'desc' }),
    );
    act(() => result.current.setPerPage(50));
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ page: undefined, per_page: 50 }));
    act(() => result.current.setSearch('acme'));
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ page: undefined, search: 'acme' }));
    act(() => result.current.setFilters({ status: ['active'] }));
    expect(navigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: undefined, status: ['active'] }),
    );
  });

  it('clears the sort from the URL when the table drops it', () => {
    const { result, navigate } = setup({ sort: 'name', order: 'desc' });
    act(() => result.current.setSort(null));
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ sort: undefined, order: undefined }));
  });
});
