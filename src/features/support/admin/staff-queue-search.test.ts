import { describe, expect, it } from 'vitest';
import { parseStaffQueueSearch, validateStaffQueueSearch } from './staff-queue-search';
import { staffQueueQueryOf } from './staff-queue-query';

describe('validateStaffQueueSearch', () => {
  it('keeps the queue filters and drops unknown keys and sorts', () => {
    expect(
      validateStaffQueueSearch({
        status: 'open,pending',
        priority: ['high', 'urgent'],
        assignee_id: 'me',
        waiting_min: 240,
        sort: 'password',
        colour: 'red',
        page: '2',
      }),
    ).toEqual({
      page: 2,
      per_page: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
      status: 'open,pending',
      priority: ['high', 'urgent'],
      assignee_id: 'me',
      waiting_min: '240',
    });
  });

  it('drops a waiting time that is not one of the choices', () => {
    expect(validateStaffQueueSearch({ waiting_min: '7' }).waiting_min).toBeUndefined();
  });
});

describe('staffQueueQueryOf', () => {
  it('asks for every user’s tickets, the longest waiting first, by default', () => {
    expect(staffQueueQueryOf(parseStaffQueueSearch({}))).toEqual({
      page: 1,
      per_page: 10,
      sort: 'waiting_since',
      order: 'asc',
      scope: 'all',
    });
  });

  it('sends the filters as the API names them, several values comma-separated', () => {
    const state = parseStaffQueueSearch({
      status: ['open', 'pending'],
      priority: 'urgent',
      assignee_id: 'none',
      waiting_min: '1440',
      search: ' login ',
      sort: 'priority',
      order: 'desc',
      page: 3,
      per_page: 20,
    });
    expect(staffQueueQueryOf(state)).toEqual({
      page: 3,
      per_page: 20,
      sort: 'priority',
      order: 'desc',
      search: 'login',
      filter: { status: 'open,pending', priority: 'urgent', assignee_id: 'none', waiting_min: '1440' },
      scope: 'all',
    });
  });
});
