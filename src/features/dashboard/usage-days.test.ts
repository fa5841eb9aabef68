import { describe, expect, it } from 'vitest';
import { shapeUsage } from './usage-days';

const day = (date: string, events: number, failed = 0) => ({
  date,
  events,
  processed: events - failed,
  failed,
});
const totals = (events: number) => ({ events, processed: events, failed: 0, pending: 0 });

describe('shapeUsage', () => {
  it('draws each day against the daily pace that uses the monthly limit up in a month', () => {
    const shape = shapeUsage(
      {
        daily_breakdown: [day('2026-11-01', 50), day('2026-11-02', 85, 5), day('2026-11-03', 150)],
        totals: totals(285),
      },
      3000,
    );
    expect(shape.dailyAllowance).toBe(100);
    expect(shape.bars).toEqual([
      { date: '2026-11-01', events: 50, failed: 0, height: 50 / 150, level: 'ok' },
      { date: '2026-11-02', events: 85, failed: 5, height: 85 / 150, level: 'near' },
      { date: '2026-11-03', events: 150, failed: 0, height: 1, level: 'over' },
    ]);
    expect(shape.allowanceHeight).toBeCloseTo(100 / 150);
    // Three days of a 3000-a-month plan allow 300 events; 285 is past 80 % of them.
    expect(shape.periodLimit).toBe(300);
    expect(shape.periodLevel).toBe('near');
  });

  it('scales to the allowance when every day is below it', () => {
    const shape = shapeUsage({ daily_breakdown: [day('2026-11-01', 10)], totals: totals(10) }, 30_000);
    expect(shape.bars[0]?.height).toBe(0.01);
    expect(shape.allowanceHeight).toBe(1);
    expect(shape.periodLevel).toBe('ok');
  });

  it('draws no allowance without a limit, and empty days flat', () => {
    const shape = shapeUsage(
      { daily_breakdown: [day('2026-11-01', 0), day('2026-11-02', 0)], totals: totals(0) },
      null,
    );
    expect(shape.dailyAllowance).toBeNull();
    expect(shape.allowanceHeight).toBeNull();
    expect(shape.periodLimit).toBeNull();
    expect(shape.bars.map((bar) => [bar.height, bar.level])).toEqual([
      [0, 'ok'],
      [0, 'ok'],
    ]);
  });
});
