import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { seriesColours, type ChartRow, type ChartSeries } from './chart-data';
import { ChartSwatch } from './chart-swatch';
import type { ChartFormatters } from './use-chart-format';

type ChartTableProps = {
  caption: string;
  /** Header of the x column. */
  xLabel: string;
  series: ChartSeries[];
  rows: ChartRow[];
  format: Pick<ChartFormatters, 'formatX' | 'formatValue'>;
  /** Shown to everyone; otherwise only screen readers reach it. */
  visible: boolean;
  /** The least height when shown: the plot's, so the table takes the chart's place without a jump. */
  minHeight?: number;
  id?: string;
};

/**
 * The chart's data as a table: one row per x value, one column per series, each headed by the series'
 * colour as the legend shows it. Shown, it is a region named by its caption that the keyboard can
 * reach and scroll.
 */
export function ChartTable({
  caption,
  xLabel,
  series,
  rows,
  format,
  visible,
  minHeight,
  id,
}: ChartTableProps) {
  const { t } = useLingui();
  const captionId = useId();
  const colours = seriesColours(series);
  return (
    <div
      id={id}
      data-slot="chart-table"
      {...(visible
        ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0, style: { minHeight } }
        : undefined)}
      className={
        visible
          ? 'max-h-96 overflow-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring'
          : 'sr-only'
      }
    >
      <table className="w-full text-sm">
        <caption id={captionId} className={cn('text-left font-medium', visible ? 'pb-2' : undefined)}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="px-2 py-1.5 text-left align-bottom font-medium">
              {xLabel}
            </th>
            {series.map((one, index) => (
              <th key={one.key} scope="col" className="px-2 py-1.5 text-right align-bottom font-medium">
                {/* On a phone a long name wraps beside its swatch, which sits on the first line like a bullet. */}
                <span className="inline-flex items-baseline gap-1.5">
                  <ChartSwatch colour={colours[index]} className="inline-block" />
                  <span>{one.label}</span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                {format.formatX(row.x)}
              </th>
              {row.values.map((value, index) => (
                <td key={series[index]?.key ?? index} className="px-2 py-1.5 text-right tabular-nums">
                  {value === null ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t`No value`}</span>
                    </>
                  ) : (
                    format.formatValue(value)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
