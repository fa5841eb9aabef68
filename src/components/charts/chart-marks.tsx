import { scaleBand, type scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { seriesColours, type ChartKind, type ChartRow, type ChartSeries } from './chart-data';

type ChartMarksProps = {
  kind: ChartKind;
  rows: ChartRow[];
  series: Pick<ChartSeries, 'key' | 'status'>[];
  /** The left edge of each row's band on the x axis. */
  xStart: (row: ChartRow) => number;
  bandwidth: number;
  yScale: ReturnType<typeof scaleLinear<number>>;
  activeIndex: number | null;
};

/**
 * The series shapes. Each series sits in a group coloured with its token (its outcome's, else the
 * palette's) through `currentColor`, so the light and dark themes repaint it without a re-render.
 */
export function ChartMarks({ kind, rows, series, xStart, bandwidth, yScale, activeIndex }: ChartMarksProps) {
  const centre = (row: ChartRow) => xStart(row) + bandwidth / 2;
  const baseline = yScale(0);
  const seriesKeys = series.map((one) => one.key);
  const colours = seriesColours(series);
  const inner = scaleBand({ domain: seriesKeys, range: [0, bandwidth], padding: 0.1 });
  const active = activeIndex === null ? undefined : rows[activeIndex];
  // A single point makes no line, so it always gets its dot; otherwise only the hovered row does.
  const marked = rows.length === 1 ? rows[0] : active;

  return seriesKeys.map((key, index) => {
    const has = (row: ChartRow) => row.values[index] !== null;
    const y = (row: ChartRow) => yScale(row.values[index] ?? 0);
    return (
      <g key={key} data-series={key} style={{ color: colours[index] }}>
        {kind === 'bar' ? (
          rows
            .filter(has)
            .map((row) => (
              <Bar
                key={row.key}
                x={xStart(row) + (inner(key) ?? 0)}
                y={Math.min(y(row), baseline)}
                width={inner.bandwidth()}
                height={Math.abs(baseline - y(row))}
                fill="currentColor"
                opacity={active && active !== row ? 0.6 : 1}
                rx={2}
              />
            ))
        ) : (
          <>
            {kind === 'area' ? (
              <AreaClosed
                data={rows}
                defined={has}
                x={centre}
                y={y}
                y0={baseline}
                yScale={yScale}
                fill="currentColor"
                fillOpacity={0.15}
              />
            ) : null}
            <LinePath data={rows} defined={has} x={centre} y={y} stroke="currentColor" strokeWidth={2} />
            {marked && has(marked) ? (
              <circle
                cx={centre(marked)}
                cy={y(marked)}
                r={4}
                fill="currentColor"
                strokeWidth={2}
                style={{ stroke: 'var(--background)' }}
              />
            ) : null}
          </>
        )}
      </g>
    );
  });
}
