import { describe, expect, it } from 'vitest';
import { parseTableSearch } from '@/components/table/table-search';
import { EVENT_SEARCH_OPTIONS, validateEventSearch } from './events-list-search';
import { eventQueryOf, eventQueryOfSearch, filterValuesOf } from './events-list-query';

const stateOf = (search: Record<string, unknown>) => parseTableSearch(search, EVENT_SEARCH_OPTIONS);

describe('validateEventSearch', () => {
  it('keeps the list’s own params, the cursor and the open event, and drops the rest', () => {
    expect(
      validateEventSearch({
        sort: 'value',
        status: 'failed',
        event_time_from: '2026-01-01',
        cursor: ' c-1 ',
        event: 'event-1',
        foo: 'x',
      }),
    ).toEqual({
      page: undefined,
      per_page: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
      domain_id: undefined,
      event_name: undefined,
      status: 'failed',
      source: undefined,
      event_time_from: '2026-01-01',
      event_time_to: undefined,
      cursor: 'c-1',
      event: 'event-1',
    });
  });
});

describe('eventQueryOf', () => {
  it('asks for the newest first by event time, with the cursor and no page', () => {
    expect(eventQueryOf(stateOf({ page: 3 }), 'c-2')).toEqual({
      per_page: 10,
      sort: 'event_time',
      order: 'desc',
      cursor: 'c-2',
    });
  });

  it('asks for the oldest first when sorted by event time ascending', () => {
    expect(eventQueryOfSearch({ sort: 'event_time' })).toEqual({
      per_page: 10,
      sort: 'event_time',
      order: 'asc',
    });
  });

  it('pages by number and drops the cursor while searching for two characters or more', () => {
    expect(eventQueryOf(stateOf({ search: 'or', page: 2 }), 'c-2')).toEqual({
      page: 2,
      per_page: 10,
      sort: 'event_time',
      order: 'desc',
      search: 'or',
    });
  });

  it('sends the filters, several values as one comma-separated filter[…]', () => {
    expect(
      eventQueryOf(
        stateOf({
          domain_id: 'domain-1',
          event_name: ['Purchase', 'Lead'],
          source: 'test',
          event_time_from: '2026-01-01',
          event_time_to: '2026-01-31',
        }),
        undefined,
      ).filter,
    ).toEqual({
      domain_id: 'domain-1',
      event_name: 'Purchase,Lead',
      source: 'test',
      event_time_from: '2026-01-01',
      event_time_to: '2026-01-31',
    });
  });
});

describe('filterValuesOf', () => {
  it('gives the multiselects lists and the domain and days single values', () => {
    expect(
      filterValuesOf(
        stateOf({
          search: 'x',
          domain_id: 'domain-1',
          status: 'failed,pending',
          event_time_from: '2026-01-01',
        }),
      ),
    ).toEqual({
      search: 'x',
      domain_id: 'domain-1',
      status: ['failed', 'pending'],
      event_time_from: '2026-01-01',
    });
  });
});
