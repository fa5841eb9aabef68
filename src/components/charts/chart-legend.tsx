import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { seriesColours, type ChartSeries } from './chart-data';
import { ChartSwatch } from './chart-swatch';

type ChartLegendProps = { series: ChartSeries[]; className?: string };

/** The series of a chart with their colours, in drawing order. */
export function ChartLegend({ series, className }: ChartLegendProps) {
  const { t } = useLingui();
  const colours = seriesColours(series);
  return (
    <ul
      data-slot="chart-legend"
      aria-label={t`Legend`}
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}
    >
      {series.map((one, index) => (
        <li key={one.key} className="flex items-center gap-2">
          <ChartSwatch colour={colours[index]} />
          {one.label}
        </li>
      ))}
    </ul>
  );
}
