import { describe, expect, it } from 'vitest';
import type { AnalyticsEventsOverTime, AnalyticsRevenueOverTime } from '@/api/queries/analytics';
import { eventsSeries, isAllZero, revenueSeries } from './over-time-series';

const at = (day: string) => new Date(`${day}T00:00:00+01:00`);
const labels = { current: 'Events', previous: 'Previous period' };
const counts = (events: number) => ({ events, processed: events, failed: 0, pending: 0 });

const events: AnalyticsEventsOverTime = {
  start_date: '2026-11-01',
  end_date: '2026-11-02',
  interval: 'day',
  timezone: 'Europe/Warsaw',
  series: [
    { bucket: at('2026-11-01'), ...counts(3) },
    { bucket: at('2026-11-02'), ...counts(4) },
  ],
  previous: {
    start_date: '2026-10-30',
    end_date: '2026-10-31',
    series: [
      { bucket: at('2026-10-30'), ...counts(1) },
      { bucket: at('2026-10-31'), ...counts(2) },
    ],
  },
};

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('eventsSeries', () => {
  it('draws the compared period at the current period’s buckets', () => {
    expect(eventsSeries(events, labels)).toEqual([
      {
        key: 'events',
        label: 'Events',
        data: [
          { x: at('2026-11-01'), y: 3 },
          { x: at('2026-11-02'), y: 4 },
        ],
      },
      {
        key: 'previous',
        label: 'Previous period',
        data: [
          { x: at('2026-11-01'), y: 1 },
          { x: at('2026-11-02'), y: 2 },
        ],
      },
    ]);
  });

  it('has one series without a comparison', () => {
    expect(eventsSeries({ ...events, previous: undefined }, labels).map((one) => one.key)).toEqual([
      'events',
    ]);
  });
});

describe('revenueSeries', () => {
  it('draws one currency in major units', () => {
    const revenue: AnalyticsRevenueOverTime = {
      start_date: '2026-11-01',
      end_date: '2026-11-01',
      interval: 'day',
      timezone: 'Europe/Warsaw',
      currency: 'USD',
      currencies: ['USD', 'EUR'],
      total: usd(4999),
      series: [{ bucket: at('2026-11-01'), revenue: usd(4999), conversions: 1, average_value: usd(4999) }],
    };
    expect(revenueSeries(revenue, labels)).toEqual([
      { key: 'revenue', label: 'Events', data: [{ x: at('2026-11-01'), y: 49.99 }] },
    ]);
  });
});

describe('isAllZero', () => {
  it('tells a period without a single event', () => {
    expect(isAllZero(eventsSeries(events, labels))).toBe(false);
    expect(isAllZero([{ key: 'a', label: 'A', data: [{ x: at('2026-11-01'), y: 0 }] }])).toBe(true);
  });
});
