import { describe, expect, it } from 'vitest';
import { parseTableSearch } from '@/components/table/table-search';
import { ACTIVITY_SEARCH_OPTIONS, validateActivitySearch } from './activity-search';
import { activityQueryOf } from './activity-query';

const stateOf = (search: Record<string, unknown>) => parseTableSearch(search, ACTIVITY_SEARCH_OPTIONS);

describe('validateActivitySearch', () => {
  it('keeps the list’s own params and drops defaults and unknown sorts', () => {
    expect(
      validateActivitySearch({
        page: '2',
        per_page: '10',
        sort: 'ip_address',
        action: 'auth.login_failed',
        created_at_from: '2026-11-01',
      }),
    ).toEqual({
      page: 2,
      per_page: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
      action: 'auth.login_failed',
      created_at_from: '2026-11-01',
      created_at_to: undefined,
    });
  });
});

describe('activityQueryOf', () => {
  it('asks for the server’s default order when nothing is sorted', () => {
    expect(activityQueryOf(stateOf({}))).toEqual({ page: 1, per_page: 10 });
  });

  it('sends the sort, the search and the filters as filter[…]', () => {
    expect(
      activityQueryOf(
        stateOf({
          page: 3,
          per_page: 20,
          sort: 'action',
          order: 'desc',
          search: '203.0',
          action: 'auth.login,auth.2fa_login',
          created_at_to: '2026-11-22',
        }),
      ),
    ).toEqual({
      page: 3,
      per_page: 20,
      sort: 'action',
      order: 'desc',
      search: '203.0',
      filter: { action: 'auth.login,auth.2fa_login', created_at_to: '2026-11-22' },
    });
  });
});
