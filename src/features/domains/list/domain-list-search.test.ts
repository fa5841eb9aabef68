import { describe, expect, it } from 'vitest';
import { parseTableSearch } from '@/components/table/table-search';
import { DOMAIN_SEARCH_OPTIONS, validateDomainSearch } from './domain-list-search';
import { domainQueryOf } from './domain-list-query';

const stateOf = (search: Record<string, unknown>) => parseTableSearch(search, DOMAIN_SEARCH_OPTIONS);

describe('validateDomainSearch', () => {
  it('keeps the list’s own params and drops defaults and unknown sorts', () => {
    expect(
      validateDomainSearch({ page: '2', per_page: '10', sort: 'plan', status: 'active,expired', foo: 'x' }),
    ).toEqual({
      page: 2,
      per_page: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
      status: 'active,expired',
      plan: undefined,
    });
  });
});

describe('domainQueryOf', () => {
  it('asks for the server’s default order (newest first) when nothing is sorted', () => {
    expect(domainQueryOf(stateOf({}))).toEqual({ page: 1, per_page: 10 });
  });

  it('sends the sort, the search and several values of a filter as one comma-separated filter[…]', () => {
    expect(
      domainQueryOf(
        stateOf({
          page: 2,
          per_page: 50,
          sort: 'events_count',
          order: 'desc',
          search: 'shop',
          status: ['active', 'pending'],
          plan: 'pro,none',
        }),
      ),
    ).toEqual({
      page: 2,
      per_page: 50,
      sort: 'events_count',
      order: 'desc',
      search: 'shop',
      filter: { status: 'active,pending', plan: 'pro,none' },
    });
  });
});
