import { describe, expect, it } from 'vitest';
import { eventsChartSeries } from './events-chart-data';

const point = (bucket: string, processed: number, failed: number) => ({
  bucket: new Date(bucket),
  events: processed + failed,
  processed,
  failed,
  pending: 0,
});

describe('eventsChartSeries', () => {
  it('draws delivered and failed events per bucket, at the instant each bucket starts', () => {
    const series = eventsChartSeries(
      [point('2026-10-25T00:00:00+02:00', 10, 1), point('2026-10-26T00:00:00+01:00', 7, 0)],
      { processed: 'Delivered', failed: 'Failed' },
    );
    expect(series).toEqual([
      {
        key: 'processed',
        label: 'Delivered',
        status: 'processed',
        data: [
          { x: new Date('2026-10-24T22:00:00Z'), y: 10 },
          { x: new Date('2026-10-25T23:00:00Z'), y: 7 },
        ],
      },
      {
        key: 'failed',
        label: 'Failed',
        status: 'failed',
        data: [
          { x: new Date('2026-10-24T22:00:00Z'), y: 1 },
          { x: new Date('2026-10-25T23:00:00Z'), y: 0 },
        ],
      },
    ]);
  });
});
