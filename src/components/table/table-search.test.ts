import { describe, expect, it } from 'vitest';
import { parseTableSearch, serializeTableSearch, type TableUrlState } from './table-search';

const options = { sortKeys: ['name', 'created_at'], filterKeys: ['status', 'plan', 'created_at_from'] };

describe('parseTableSearch', () => {
  it('gives the defaults for an empty search', () => {
    expect(parseTableSearch({})).toEqual({
      page: 1,
      per_page: 10,
      sort: undefined,
      order: 'asc',
      search: '',
      filters: {},
    });
  });

  it('reads valid values, whether the router parsed them to numbers or left them as strings', () => {
    const state = parseTableSearch(
      { page: '3', per_page: 50, sort: 'name', order: 'desc', search: ' shop ', status: 'active' },
      options,
    );
    expect(state).toEqual({
      page: 3,
      per_page: 50,
      sort: 'name',
      order: 'desc',
      search: 'shop',
      filters: { status: 'active' },
    });
  });

  it('falls back to defaults field by field for bad input', () => {
    const state = parseTableSearch(
      { page: '-2', per_page: 15, sort: 'password', order: 'sideways', search: { $ne: 1 }, status: {} },
      options,
    );
    expect(state).toEqual({
      page: 1,
      per_page: 10,
      sort: undefined,
      order: 'asc',
      search: '',
      filters: {},
    });
  });

  it.each([0, 1.5, 'abc', null, Number.NaN])('treats page %s as page 1', (page) => {
    expect(parseTableSearch({ page }).page).toBe(1);
  });

  it('keeps a valid page size among 10, 20, 50 and 100 only', () => {
    expect(parseTableSearch({ per_page: '20' }).per_page).toBe(20);
    expect(parseTableSearch({ per_page: 100 }).per_page).toBe(100);
    expect(parseTableSearch({ per_page: 1000 }).per_page).toBe(10);
  });

  it('accepts any sort key when the list names none, and ignores the order without a sort', () => {
    expect(parseTableSearch({ sort: 'anything', order: 'desc' }).sort).toBe('anything');
    expect(parseTableSearch({ order: 'desc' }).order).toBe('asc');
  });

  it('reads only the declared filters, keeps multiselect lists and drops empty values', () => {
    const state = parseTableSearch(
      { status: ['active', '', 'paused'], plan: '  ', created_at_from: 20240101, secret: 'x' },
      options,
    );
    expect(state.filters).toEqual({ status: ['active', 'paused'], created_at_from: '20240101' });
  });
});

describe('serializeTableSearch', () => {
  it('leaves defaults out of the URL but keeps every owned key so a merge clears it', () => {
    const search = serializeTableSearch(parseTableSearch({}, options), options);
    expect(search).toEqual({
      page: undefined,
      per_page: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
      status: undefined,
      plan: undefined,
      created_at_from: undefined,
    });
    expect(Object.keys(search)).toContain('status');
  });

  it('round-trips a state through the URL unchanged', () => {
    const state: TableUrlState = {
      page: 4,
      per_page: 20,
      sort: 'created_at',
      order: 'desc',
      search: 'acme',
      filters: { status: ['active', 'paused'], created_at_from: '2024-01-01' },
    };
    expect(parseTableSearch(serializeTableSearch(state, options), options)).toEqual(state);
  });

  it('round-trips through real URL search params', () => {
    const state: TableUrlState = {
      page: 2,
      per_page: 50,
      sort: 'name',
      order: 'asc',
      search: 'zażółć',
      filters: { plan: 'pro' },
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(serializeTableSearch(state, options))) {
      if (value !== undefined) params.set(key, String(value));
    }
    expect(parseTableSearch(Object.fromEntries(params), options)).toEqual(state);
  });
});
