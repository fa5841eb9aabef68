import { describe, expect, it } from 'vitest';
import {
  isChartEmpty,
  nearestIndex,
  seriesColours,
  statusColour,
  tickIndexes,
  toChartRows,
  valueDomain,
  valueTicks,
  type ChartRow,
} from './chart-data';

const day = (date: number) => new Date(Date.UTC(2025, 0, date));

describe('toChartRows', () => {
  it('lines up series by date in time order, with null where a series has no point', () => {
    const rows = toChartRows([
      {
        key: 'views',
        label: 'Views',
        data: [
          { x: day(3), y: 30 },
          { x: day(1), y: 10 },
        ],
      },
      {
        key: 'visits',
        label: 'Visits',
        data: [
          { x: day(2), y: 2 },
          { x: day(3), y: 3 },
        ],
      },
    ]);
    expect(rows.map((row) => row.x)).toEqual([day(1), day(2), day(3)]);
    expect(rows.map((row) => row.values)).toEqual([
      [10, null],
      [null, 2],
      [30, 3],
    ]);
  });

  it('merges dates that are the same moment even when they are different objects', () => {
    const rows = toChartRows([
      { key: 'a', label: 'A', data: [{ x: day(1), y: 1 }] },
      { key: 'b', label: 'B', data: [{ x: day(1), y: 2 }] },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.values).toEqual([1, 2]);
  });

  it('keeps categories in the order they first appear', () => {
    const rows = toChartRows([
      {
        key: 'a',
        label: 'A',
        data: [
          { x: 'Firefox', y: 1 },
          { x: 'Chrome', y: 5 },
        ],
      },
      {
        key: 'b',
        label: 'B',
        data: [
          { x: 'Safari', y: 2 },
          { x: 'Firefox', y: 4 },
        ],
      },
    ]);
    expect(rows.map((row) => row.x)).toEqual(['Firefox', 'Chrome', 'Safari']);
    expect(rows[0]?.values).toEqual([1, 4]);
  });
});

describe('isChartEmpty', () => {
  it('is true without series or when every series has no point', () => {
    expect(isChartEmpty([])).toBe(true);
    expect(isChartEmpty([{ key: 'a', label: 'A', data: [] }])).toBe(true);
    expect(isChartEmpty([{ key: 'a', label: 'A', data: [{ x: 'x', y: 0 }] }])).toBe(false);
  });
});

describe('valueDomain', () => {
  const rows = (...values: (number | null)[][]): ChartRow[] =>
    values.map((row, index) => ({ key: String(index), x: String(index), values: row }));

  it('spans zero to the largest value', () => {
    expect(valueDomain(rows([3, null], [7, 1]))).toEqual([0, 7]);
  });

  it('reaches below zero for negative values', () => {
    expect(valueDomain(rows([-4, 2]))).toEqual([-4, 2]);
  });

  it('is never a flat range', () => {
    expect(valueDomain(rows([0, 0]))).toEqual([0, 1]);
  });
});

describe('tickIndexes', () => {
  it('labels every row when there is room', () => {
    expect(tickIndexes(4, 10)).toEqual([0, 1, 2, 3]);
  });

  it('spreads the labels evenly and keeps the first and the last', () => {
    expect(tickIndexes(91, 7)).toEqual([0, 15, 30, 45, 60, 75, 90]);
  });

  it('has nothing to label without rows', () => {
    expect(tickIndexes(0, 5)).toEqual([]);
  });
});

describe('nearestIndex', () => {
  it('finds the closest position', () => {
    expect(nearestIndex([0, 50, 100], 60)).toBe(1);
    expect(nearestIndex([0, 50, 100], 90)).toBe(2);
    expect(nearestIndex([0, 50, 100], -20)).toBe(0);
  });
});

describe('seriesColours', () => {
  it('cycles through the five chart tokens', () => {
    expect(seriesColours(Array.from({ length: 6 }, () => ({})))).toEqual([
      'var(--chart-1)',
      'var(--chart-2)',
      'var(--chart-3)',
      'var(--chart-4)',
      'var(--chart-5)',
      'var(--chart-1)',
    ]);
  });

  it('gives failures the failure colour and the palette to the rest, in turn', () => {
    expect(seriesColours([{ status: 'processed' }, { status: 'failed' }, { status: 'pending' }])).toEqual([
      'var(--chart-1)',
      'var(--destructive)',
      'var(--chart-2)',
    ]);
  });
});

describe('statusColour', () => {
  it('names the colour of an outcome that has its own, and nothing for any other value', () => {
    expect(statusColour('failed')).toBe('var(--destructive)');
    expect([statusColour('processed'), statusColour('toString'), statusColour(null)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('valueTicks', () => {
  const row = (values: (number | null)[]): ChartRow => ({ key: 'k', x: 'k', values });
  it('keeps whole-number ticks for counts, every tick for amounts', () => {
    expect(valueTicks([row([1, null])], [0, 0.2, 0.4, 1])).toEqual([0, 1]);
    expect(valueTicks([row([1.5])], [0, 0.5, 1, 1.5])).toEqual([0, 0.5, 1, 1.5]);
  });
});
