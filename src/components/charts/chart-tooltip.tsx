import { seriesColours, type ChartRow, type ChartSeries } from './chart-data';
import { ChartSwatch } from './chart-swatch';
import type { ChartFormatters } from './use-chart-format';

type ChartTooltipContentProps = {
  row: ChartRow;
  series: ChartSeries[];
  format: Pick<ChartFormatters, 'formatX' | 'formatValue'>;
};

/** What the tooltip says about one x value: the x itself, then each series' value (— where it has none). */
export function ChartTooltipContent({ row, series, format }: ChartTooltipContentProps) {
  const colours = seriesColours(series);
  return (
    <div data-slot="chart-tooltip" className="grid gap-1.5">
      <p className="font-medium">{format.formatX(row.x)}</p>
      <dl className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1">
        {series.map((one, index) => {
          const value = row.values[index];
          return (
            <div key={one.key} className="contents">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <ChartSwatch colour={colours[index]} />
                {one.label}
              </dt>
              <dd className="text-right font-medium tabular-nums">
                {value === null || value === undefined ? '—' : format.formatValue(value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
