import type { EventStatus } from '@/api/queries/events';

/** The three ways the chart base can draw its series. */
export type ChartKind = 'line' | 'area' | 'bar';

/** A point on the x axis: a moment (time series) or a category name. */
export type ChartX = Date | string;

export type ChartPoint = { x: ChartX; y: number };

/**
 * One series; `label` is already translated by the caller (a `msg` descriptor through `i18n._`).
 * `status` says which event outcome the series counts, when it counts one: its colour then comes from
 * `STATUS_COLOURS` rather than the palette, the same in every chart.
 */
export type ChartSeries = { key: string; label: string; data: ChartPoint[]; status?: EventStatus };

/** One x value with the value of every series at it (`null` where a series has no point there). */
export type ChartRow = { key: string; x: ChartX; values: (number | null)[] };

/** The design tokens --chart-1 … --chart-5 of src/styles/app.css; both themes define them. */
const CHART_COLOUR_COUNT = 5;

/**
 * The one place that decides the colour of an outcome: failures take the theme's failure colour
 * (--destructive, defined for light and dark), never a palette colour that could read as success.
 * The other outcomes take the palette in turn.
 */
const STATUS_COLOURS: Record<EventStatus, string | null> = {
  processed: null,
  pending: null,
  failed: 'var(--destructive)',
};

/** The colour of an event outcome wherever it is drawn (a series, a breakdown's bar), if it has its own. */
export function statusColour(status: string | null | undefined): string | undefined {
  if (!status || !Object.hasOwn(STATUS_COLOURS, status)) return undefined;
  return STATUS_COLOURS[status as EventStatus] ?? undefined;
}

/**
 * The colour of each series, in order: its outcome's colour when it has one; the others take the five
 * chart tokens in turn (cycling), so an outcome's colour never shifts the palette of the rest.
 */
export function seriesColours(series: readonly Pick<ChartSeries, 'status'>[]): string[] {
  let next = 0;
  return series.map((one) => statusColour(one.status) ?? `var(--chart-${(next++ % CHART_COLOUR_COUNT) + 1})`);
}

function xKey(x: ChartX): string {
  return x instanceof Date ? x.toISOString() : x;
}

/** True when no series has a single point to draw. */
export function isChartEmpty(series: ChartSeries[]): boolean {
  return series.every((one) => one.data.length === 0);
}

/**
 * Lines the series up by x, one row per distinct x: dates in time order, categories in the order
 * they first appear. Series need not share their x values.
 */
export function toChartRows(series: ChartSeries[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  series.forEach((one, index) => {
    for (const point of one.data) {
      const key = xKey(point.x);
      let row = rows.get(key);
      if (!row) {
        row = { key, x: point.x, values: series.map(() => null) };
        rows.set(key, row);
      }
      row.values[index] = point.y;
    }
  });
  const list = [...rows.values()];
  if (list.every((row) => row.x instanceof Date)) {
    list.sort((a, b) => (a.x as Date).getTime() - (b.x as Date).getTime());
  }
  return list;
}

/** The y domain: always includes zero, so bars and areas start from the baseline, never a flat [0, 0]. */
export function valueDomain(rows: ChartRow[]): [number, number] {
  const values = rows.flatMap((row) => row.values.filter((value) => value !== null));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  return low === high ? [0, 1] : [low, high];
}

/** The y-axis ticks to draw: whole numbers only when every value is one (no 0.2 events). */
export function valueTicks(rows: ChartRow[], ticks: number[]): number[] {
  const whole = rows.every((row) => row.values.every((value) => value === null || Number.isInteger(value)));
  return whole ? ticks.filter((tick) => Number.isInteger(tick)) : ticks;
}

/**
 * Which rows get an x-axis label when only `room` labels fit: evenly spread, always the first and
 * the last.
 */
export function tickIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const slots = Math.max(2, Math.floor(room));
  if (count <= slots) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (slots - 1);
  return [...new Set(Array.from({ length: slots }, (_, slot) => Math.round(slot * step)))];
}

/** The index of the position closest to `x` (positions are the rows' centres on the x axis). */
export function nearestIndex(positions: number[], x: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - x) < Math.abs((positions[best] ?? Infinity) - x)) best = index;
  });
  return best;
}
