import { describe, expect, it } from 'vitest';
import { seriesColours } from '@/components/charts/chart-data';
import { aDomainStats } from '../../../../tests/fixtures/domains';
import { dailySeries } from './domain-stats-series';

describe('dailySeries', () => {
  const series = dailySeries(aDomainStats(), { events: 'Received', failed: 'Failed' });

  it('draws every day at its midnight in UTC, events received beside those that failed', () => {
    expect(series.map((one) => [one.label, one.data.map((point) => point.y)])).toEqual([
      ['Received', [500, 600, 400]],
      ['Failed', [20, 30, 0]],
    ]);
    expect(series[0]?.data[0]?.x).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('marks the failures as such, so they take the failure colour', () => {
    expect(seriesColours(series)).toEqual(['var(--chart-1)', 'var(--destructive)']);
  });
});
