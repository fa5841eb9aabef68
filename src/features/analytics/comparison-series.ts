import type { ChartPoint } from '@/components/charts/chart-data';

/** A point of a series over time as the API sends it: the start of its bucket and its figures. */
export interface Bucketed {
  bucket: Date;
}

/** The current period's points: one per bucket, at the bucket's start. */
export function currentPoints<Point extends Bucketed>(
  series: readonly Point[],
  value: (point: Point) => number,
): ChartPoint[] {
  return series.map((point) => ({ x: point.bucket, y: value(point) }));
}

/**
 * The compared period's series drawn over the current one: its i-th bucket is placed at the current
 * period's i-th bucket, so "day 3" of both periods share an x position whatever their dates. The server
 * sends both series bucket for bucket; a compared bucket with no current one to sit on is left out, and a
 * current bucket with no compared one has no point (the chart shows a gap, the table "no value").
 */
export function alignedComparison<Point extends Bucketed>(
  current: readonly Point[],
  previous: readonly Point[] | undefined,
  value: (point: Point) => number,
): ChartPoint[] {
  if (!previous) return [];
  const points: ChartPoint[] = [];
  current.forEach((point, index) => {
    const compared = previous[index];
    if (compared) points.push({ x: point.bucket, y: value(compared) });
  });
  return points;
}
