import { describe, expect, it } from 'vitest';
import { fromFilterParams, rangeKeys, toFilterParams, type FilterGroup } from './filter-values';

const groups: FilterGroup[] = [
  { key: 'search', label: 'Search', type: 'text' },
  { key: 'domain_id', label: 'Domain', type: 'select', options: [{ label: 'shop', value: 'd1' }] },
  {
    key: 'status',
    label: 'Status',
    type: 'multiselect',
    options: [
      { label: 'Pending', value: 'pending' },
      { label: 'Failed', value: 'failed' },
    ],
  },
  { key: 'is_published', label: 'Published', type: 'checkbox' },
  {
    key: 'source',
    label: 'Source',
    type: 'checkbox',
    options: [
      { label: 'Server', value: 'server' },
      { label: 'Browser', value: 'browser' },
    ],
  },
  { key: 'event_time', label: 'Event time', type: 'daterange' },
  { key: 'amount', label: 'Amount', type: 'numberrange' },
];

describe('rangeKeys', () => {
  it('names date ends _from/_to and number ends _min/_max', () => {
    expect(rangeKeys({ key: 'created_at', label: 'Created', type: 'daterange' })).toEqual([
      'created_at_from',
      'created_at_to',
    ]);
    expect(rangeKeys({ key: 'amount', label: 'Amount', type: 'numberrange' })).toEqual([
      'amount_min',
      'amount_max',
    ]);
  });
});

describe('toFilterParams', () => {
  it('sends every kind of filter under its parameter name', () => {
    expect(
      toFilterParams(groups, {
        search: ' purchase ',
        domain_id: 'd1',
        status: ['pending', 'failed'],
        is_published: true,
        source: ['server'],
        event_time_from: '2026-01-01',
        event_time_to: '2026-01-31',
        amount_min: '10',
        amount_max: '99.5',
      }),
    ).toEqual({
      search: 'purchase',
      domain_id: 'd1',
      status: 'pending,failed',
      is_published: 'true',
      source: 'server',
      event_time_from: '2026-01-01',
      event_time_to: '2026-01-31',
      amount_min: '10',
      amount_max: '99.5',
    });
  });

  it('drops empty values: blank text, empty lists, unchecked boxes and missing range ends', () => {
    expect(
      toFilterParams(groups, {
        search: '   ',
        domain_id: '',
        status: [],
        is_published: false,
        source: [''],
        event_time_to: '2026-01-31',
        amount_min: '',
        amount_max: 'abc',
      }),
    ).toEqual({ event_time_to: '2026-01-31' });
  });

  it('ignores values that belong to no group, and a range sent under its bare key', () => {
    expect(toFilterParams(groups, { page: '2', amount: '5', event_time: '2026-01-01' })).toEqual({});
  });

  it('sends each of several values once', () => {
    expect(toFilterParams(groups, { status: ['failed', 'failed', 'pending'] })).toEqual({
      status: 'failed,pending',
    });
  });
});

describe('fromFilterParams', () => {
  it('reads the parameters back into the values toFilterParams came from', () => {
    const values = {
      search: 'purchase',
      status: ['pending', 'failed'],
      is_published: true,
      source: ['server', 'browser'],
      event_time_from: '2026-01-01',
      amount_max: '100',
    };
    const params = toFilterParams(groups, values);
    expect(fromFilterParams(groups, params)).toEqual(values);
  });

  it('leaves out parameters that are empty or unknown', () => {
    expect(fromFilterParams(groups, { status: '', is_published: 'false', other: 'x' })).toEqual({});
  });
});
