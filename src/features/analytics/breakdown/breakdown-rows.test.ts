import { describe, expect, it } from 'vitest';
import type { AnalyticsBreakdown } from '@/api/queries/analytics';
import { breakdownRows, formatShare, isBreakdownEmpty, percentOf } from './breakdown-rows';

const usd = (amount: number) => ({ amount, currency: 'USD' });

function aBreakdown(overrides: Partial<AnalyticsBreakdown> = {}): AnalyticsBreakdown {
  return {
    by: 'country',
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    total: 200,
    items: [
      { key: 'PL', label: 'Poland', events: 120, share: 60, revenue: usd(4999) },
      { key: null, label: 'Unknown', events: 50, share: 25, revenue: usd(0) },
    ],
    others: 30,
    ...overrides,
  };
}

describe('percentOf', () => {
  it('gives the part as a percentage of the total', () => {
    expect(percentOf(30, 200)).toBe(15);
    expect(percentOf(1, 3)).toBeCloseTo(33.333, 3);
  });

  it('is zero for an empty total and never past 100', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
});

describe('breakdownRows', () => {
  it('keeps the groups in the server’s order and adds the others with their share of the total', () => {
    expect(breakdownRows(aBreakdown())).toEqual([
      {
        kind: 'group',
        id: 'PL',
        key: 'PL',
        label: 'Poland',
        events: 120,
        share: 60,
        revenue: usd(4999),
      },
      {
        kind: 'group',
        id: '\u0000null',
        key: null,
        label: 'Unknown',
        events: 50,
        share: 25,
        revenue: usd(0),
      },
      { kind: 'others', id: 'others', events: 30, share: 15 },
    ]);
  });

  it('adds no others row when every group is listed', () => {
    const rows = breakdownRows(aBreakdown({ others: 0 }));
    expect(rows.map((row) => row.kind)).toEqual(['group', 'group']);
  });
});

describe('isBreakdownEmpty', () => {
  it('is true for a period without events', () => {
    expect(isBreakdownEmpty(aBreakdown({ total: 0, items: [], others: 0 }))).toBe(true);
    expect(isBreakdownEmpty(aBreakdown())).toBe(false);
  });
});

describe('formatShare', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('writes a share in the language’s percent format, to one decimal', () => {
    expect(formatShare(12.345, 'en')).toBe('12.3%');
    expect(plain(formatShare(12.345, 'pl'))).toBe('12,3%');
    expect(plain(formatShare(100, 'fr'))).toBe('100 %');
    expect(formatShare(0, 'en')).toBe('0%');
  });

  it('shows a tiny share as under 0.1% rather than 0%', () => {
    expect(formatShare(0.01, 'en')).toBe('<0.1%');
  });
});
