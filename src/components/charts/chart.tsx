import { Trans, useLingui } from '@lingui/react/macro';
import { useParentSize } from '@visx/responsive';
import { ChartColumn, ChartLine, Table2 } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { isChartEmpty, toChartRows, type ChartKind, type ChartRow, type ChartSeries } from './chart-data';
import { ChartLegend } from './chart-legend';
import { ChartPlot } from './chart-plot';
import { ChartTable } from './chart-table';
import { useChartFormat, type ChartFormatOptions, type ChartFormatters } from './use-chart-format';

const DEFAULT_HEIGHT = 240;
/** Only the width matters (the height is ours); a stable array keeps useParentSize's observer alive. */
const IGNORED_DIMENSIONS: ('height' | 'top' | 'left')[] = ['height', 'top', 'left'];

export type ChartProps = ChartFormatOptions & {
  kind: ChartKind;
  series: ChartSeries[];
  /** What the chart shows ("Page views per day"): the table's caption and the start of the accessible name. */
  title: string;
  /** Header of the table's x column. Default: "Date" for dates, "Category" otherwise. */
  xLabel?: string;
  /** Height of the plot in pixels. */
  height?: number;
  /** A fixed width in pixels; by default the chart fills its parent's width. */
  width?: number;
  loading?: boolean;
  className?: string;
};

/**
 * A line, area or bar chart of one or more series, with a legend, a tooltip on hover and keyboard
 * focus, and its data as a table (read by screen readers, shown to anyone in the plot's place through
 * "Show as table", whose label then offers the chart back while a status message says the change).
 */
export function Chart({ loading = false, height = DEFAULT_HEIGHT, ...props }: ChartProps) {
  const { t } = useLingui();
  const { className, series } = props;
  if (loading) {
    return (
      <div data-slot="chart" role="status" className={className}>
        <span className="sr-only">{t`Loading…`}</span>
        <Skeleton className="w-full" style={{ height }} />
      </div>
    );
  }
  if (isChartEmpty(series)) {
    return <EmptyState className={className} style={{ minHeight: height }} />;
  }
  return <ChartView {...props} height={height} />;
}

function ChartView({
  kind,
  series,
  title,
  xLabel,
  height,
  width,
  className,
  ...formatOptions
}: Omit<ChartProps, 'loading'> & { height: number }) {
  const { t } = useLingui();
  const format = useChartFormat(formatOptions);
  const [showTable, setShowTable] = useState(false);
  // Said once the user switches, never on arrival: a screen reader hears the change, the focus stays.
  const [switched, setSwitched] = useState(false);
  const tableId = useId();
  const rows = toChartRows(series);
  const summary = useChartSummary(kind, title, series, rows, format);
  const plot = { kind, series, rows, height, label: summary, format };

  return (
    <div data-slot="chart" className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ChartLegend series={series} />
        <Button
          variant="ghost"
          size="sm"
          aria-controls={tableId}
          onClick={() => {
            setShowTable((shown) => !shown);
            setSwitched(true);
          }}
        >
          {showTable ? (
            <>
              {kind === 'line' ? <ChartLine aria-hidden /> : <ChartColumn aria-hidden />}
              <Trans>Show as chart</Trans>
            </>
          ) : (
            <>
              <Table2 aria-hidden />
              <Trans>Show as table</Trans>
            </>
          )}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {switched ? (showTable ? t`Shown as a table` : t`Shown as a chart`) : null}
      </p>
      {showTable ? null : width === undefined ? (
        <ResponsivePlot {...plot} />
      ) : (
        <ChartPlot {...plot} width={width} />
      )}
      <ChartTable
        id={tableId}
        caption={title}
        xLabel={xLabel ?? (rows.every((row) => row.x instanceof Date) ? t`Date` : t`Category`)}
        series={series}
        rows={rows}
        format={format}
        visible={showTable}
        minHeight={height}
      />
    </div>
  );
}

/** The plot at its parent's width, measured with a ResizeObserver. */
function ResponsivePlot(props: Omit<ComponentProps<typeof ChartPlot>, 'width'>) {
  const { parentRef, width } = useParentSize({ debounceTime: 100, ignoreDimensions: IGNORED_DIMENSIONS });
  return (
    <div ref={parentRef} className="w-full" style={{ height: props.height }}>
      {width > 0 ? <ChartPlot {...props} width={width} /> : null}
    </div>
  );
}

/** One sentence that names the chart, its series and the span of x values it covers. */
function useChartSummary(
  kind: ChartKind,
  title: string,
  series: ChartSeries[],
  rows: ChartRow[],
  format: ChartFormatters,
): string {
  const { t } = useLingui();
  const seriesNames = format.formatList(series.map((one) => one.label));
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  const first = firstRow ? format.formatX(firstRow.x) : '';
  const last = lastRow ? format.formatX(lastRow.x) : '';
  switch (kind) {
    case 'line':
      return t`${title}: line chart of ${seriesNames} from ${first} to ${last}`;
    case 'area':
      return t`${title}: area chart of ${seriesNames} from ${first} to ${last}`;
    case 'bar':
      return t`${title}: bar chart of ${seriesNames} from ${first} to ${last}`;
  }
}
