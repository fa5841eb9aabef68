import { describe, expect, it } from 'vitest';
import { alignedComparison, currentPoints } from './comparison-series';

const at = (day: string) => new Date(`${day}T00:00:00+01:00`);
const point = (day: string, events: number) => ({ bucket: at(day), events });

const current = [point('2026-11-01', 5), point('2026-11-02', 7), point('2026-11-03', 0)];
const events = (one: { events: number }) => one.events;

describe('currentPoints', () => {
  it('puts each bucket at its start', () => {
    expect(currentPoints(current, events)).toEqual([
      { x: at('2026-11-01'), y: 5 },
      { x: at('2026-11-02'), y: 7 },
      { x: at('2026-11-03'), y: 0 },
    ]);
  });
});

describe('alignedComparison', () => {
  it('draws the compared period on the current period’s x positions, index by index', () => {
    const previous = [point('2026-10-29', 1), point('2026-10-30', 2), point('2026-10-31', 3)];
    expect(alignedComparison(current, previous, events)).toEqual([
      { x: at('2026-11-01'), y: 1 },
      { x: at('2026-11-02'), y: 2 },
      { x: at('2026-11-03'), y: 3 },
    ]);
  });

  it('leaves out compared buckets beyond the current period and has no point where one is missing', () => {
    const longer = [
      point('2025-11-01', 1),
      point('2025-11-02', 2),
      point('2025-11-03', 3),
      point('2025-11-04', 4),
    ];
    expect(alignedComparison(current, longer, events)).toHaveLength(3);
    const shorter = [point('2025-11-01', 9)];
    expect(alignedComparison(current, shorter, events)).toEqual([{ x: at('2026-11-01'), y: 9 }]);
  });

  it('is empty without a compared period', () => {
    expect(alignedComparison(current, undefined, events)).toEqual([]);
  });
});
