import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from '@/components/ui/date-presets';
import { analyticsViewOf, periodSearch } from './analytics-search';
import { ANALYTICS_RANGES, validateAnalyticsSearch } from './analytics-search-params';

const NOW = new Date('2026-11-18T10:00:00Z');
const WARSAW = 'Europe/Warsaw';

describe('validateAnalyticsSearch', () => {
  it('offers the pickers’ presets and a custom range', () => {
    expect(ANALYTICS_RANGES).toEqual([...DATE_PRESETS, 'custom']);
  });

  it('keeps every known value', () => {
    expect(
      validateAnalyticsSearch({
        range: 'last7Days',
        compare: 'previous_year',
        domain_id: 'd1',
        event_name: 'Purchase',
        interval: 'hour',
        currency: 'EUR',
      }),
    ).toEqual({
      range: 'last7Days',
      compare: 'previous_year',
      domain_id: 'd1',
      event_name: 'Purchase',
      interval: 'hour',
      currency: 'EUR',
    });
  });

  it('drops unknown and malformed values', () => {
    expect(
      validateAnalyticsSearch({
        range: 'forever',
        compare: 'yesterday',
        interval: 'minute',
        currency: 'euro',
        event_name: ' ',
        other: 'x',
      }),
    ).toEqual({});
  });

  it('reads days without a range as a custom period, and drops days beside a preset', () => {
    expect(validateAnalyticsSearch({ start_date: '2026-01-01', end_date: '2026-01-31' })).toEqual({
      range: 'custom',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(
      validateAnalyticsSearch({ range: 'today', start_date: '2026-01-01', end_date: '2026-01-31' }),
    ).toEqual({
      range: 'today',
    });
  });
});

describe('analyticsViewOf', () => {
  it('shows the last 30 days against the previous period by default, per day', () => {
    expect(analyticsViewOf({}, NOW, WARSAW)).toEqual({
      range: 'last30Days',
      filters: { start_date: '2026-10-20', end_date: '2026-11-18' },
      compare: 'previous_period',
      interval: 'day',
      days: 30,
    });
  });

  it('passes the domain and event name on to every part of the screen', () => {
    const view = analyticsViewOf({ range: 'today', domain_id: 'd1', event_name: 'Lead' }, NOW, WARSAW);
    expect(view.filters).toEqual({
      start_date: '2026-11-18',
      end_date: '2026-11-18',
      domain_id: 'd1',
      event_name: 'Lead',
    });
    expect(view.interval).toBe('hour');
  });

  it('replaces a bucket size the period cannot have', () => {
    expect(analyticsViewOf({ range: 'last90Days', interval: 'hour' }, NOW, WARSAW).interval).toBe('day');
    expect(analyticsViewOf({ range: 'last90Days', interval: 'month' }, NOW, WARSAW).interval).toBe('month');
  });
});

describe('periodSearch', () => {
  it('writes a preset by name and a custom period by its days', () => {
    expect(periodSearch('last7Days')).toEqual({
      range: 'last7Days',
      start_date: undefined,
      end_date: undefined,
    });
    expect(periodSearch('custom', { from: '2026-01-01', to: '2026-01-02' })).toEqual({
      range: 'custom',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
  });
});
