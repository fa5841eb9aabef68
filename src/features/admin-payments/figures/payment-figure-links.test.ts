import { describe, expect, it } from 'vitest';
import { bucketEnd, figureSearch, recurringSearch } from './payment-figure-links';

describe('the payments behind each figure', () => {
  it('ends a bucket on its last day, or on the period’s end when that comes first', () => {
    expect(bucketEnd('2026-03-02', 'day', '2026-03-31')).toBe('2026-03-02');
    expect(bucketEnd('2026-03-02', 'week', '2026-03-31')).toBe('2026-03-08');
    expect(bucketEnd('2026-02-01', 'month', '2026-12-31')).toBe('2026-02-28');
    expect(bucketEnd('2026-03-01', 'month', '2026-03-15')).toBe('2026-03-15');
  });

  it('links each figure to the list filtered as the server counts it, in its currency', () => {
    expect(figureSearch('revenue', 'EUR', '2026-03-01', '2026-03-31')).toEqual({
      currency: 'EUR',
      status: 'succeeded,refunded',
      paid_at_from: '2026-03-01',
      paid_at_to: '2026-03-31',
    });
    expect(figureSearch('refunded', 'USD', '2026-03-01', '2026-03-01')).toMatchObject({
      refunded: 'true',
      refunded_at_from: '2026-03-01',
    });
    expect(figureSearch('new', 'USD', 'a', 'b')).toMatchObject({ kind: 'new' });
    expect(figureSearch('churned', 'USD', 'a', 'b')).toEqual({
      currency: 'USD',
      churned_from: 'a',
      churned_to: 'b',
    });
    expect(figureSearch('failed', 'USD', 'a', 'b')).toMatchObject({ status: 'failed', created_at_from: 'a' });
    expect(recurringSearch('PLN')).toEqual({ currency: 'PLN', subscription_status: 'active' });
  });
});
