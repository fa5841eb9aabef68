import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import type { ChartRow, ChartSeries } from './chart-data';
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
  id?: string;
};

/** The chart's data as a table: one row per x value, one column per series. */
export function ChartTable({ caption, xLabel, series, rows, format, visible, id }: ChartTableProps) {
  const { t } = useLingui();
  return (
    <div id={id} data-slot="chart-table" className={visible ? 'max-h-96 overflow-auto' : 'sr-only'}>
      <table className="w-full text-sm">
        <caption className={cn('text-left font-medium', visible ? 'pb-2' : undefined)}>{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {xLabel}
            </th>
            {series.map((one) => (
              <th key={one.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
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
