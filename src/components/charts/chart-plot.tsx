import { AxisBottom, AxisLeft } from '@visx/axis';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { TooltipWithBounds } from '@visx/tooltip';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  nearestIndex,
  tickIndexes,
  valueDomain,
  valueTicks,
  type ChartKind,
  type ChartRow,
  type ChartSeries,
} from './chart-data';
import { ChartMarks } from './chart-marks';
import { ChartTooltipContent } from './chart-tooltip';
import type { ChartFormatters } from './use-chart-format';

const MARGIN = { top: 12, right: 16, bottom: 32, left: 48 };
/** Roughly how wide an x-axis label is, so labels never overlap. */
const X_LABEL_ROOM = 72;
const Y_TICKS = 5;
const TICK_LABEL = { fill: 'currentColor', fontSize: 11, fontFamily: 'inherit' } as const;

type ChartPlotProps = {
  kind: ChartKind;
  series: ChartSeries[];
  rows: ChartRow[];
  width: number;
  height: number;
  /** The accessible name: a one-sentence summary; the table beside the plot carries the figures. */
  label: string;
  format: ChartFormatters;
};

/**
 * The drawn chart. Pointer hover and keyboard focus (arrow keys, Home, End, Escape) pick one x value
 * and the tooltip shows every series at it.
 */
export function ChartPlot({ kind, series, rows, width, height, label, format }: ChartPlotProps) {
  const [active, setActive] = useState<number | null>(null);
  const activeIndex = active !== null && active < rows.length ? active : null;
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);

  const xScale = scaleBand({
    domain: rows.map((row) => row.key),
    range: [0, innerWidth],
    padding: kind === 'bar' ? 0.2 : 0,
  });
  const yScale = scaleLinear({ domain: valueDomain(rows), range: [innerHeight, 0], nice: Y_TICKS });
  const yTicks = valueTicks(rows, yScale.ticks(Y_TICKS));
  const xStart = (row: ChartRow) => xScale(row.key) ?? 0;
  const centres = rows.map((row) => xStart(row) + xScale.bandwidth() / 2);
  const xTicks = tickIndexes(rows.length, innerWidth / X_LABEL_ROOM).map((index) => rows[index]?.key ?? '');
  const rowsByKey = new Map(rows.map((row) => [row.key, row]));

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const point = localPoint(event.currentTarget, event);
    if (point) setActive(nearestIndex(centres, point.x - MARGIN.left));
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = rows.length - 1;
    const moves: Record<string, (current: number) => number | null> = {
      ArrowRight: (current) => Math.min(current + 1, last),
      ArrowLeft: (current) => Math.max(current - 1, 0),
      Home: () => 0,
      End: () => last,
      Escape: () => null,
    };
    const move = moves[event.key];
    // With nothing to close, Escape is left to whatever holds the chart (a dialog, say).
    if (!move || (event.key === 'Escape' && activeIndex === null)) return;
    event.preventDefault();
    // From the previous state, so keys repeated faster than React renders are not lost.
    setActive((current) => move(Math.min(current ?? 0, last)));
  }

  const activeRow = activeIndex === null ? undefined : rows[activeIndex];
  const activeCentre = activeIndex === null ? undefined : centres[activeIndex];

  return (
    <div className="relative">
      <div
        role="img"
        aria-label={label}
        tabIndex={0}
        onFocus={() => setActive((current) => current ?? 0)}
        onBlur={() => setActive(null)}
        onKeyDown={onKeyDown}
        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <svg
          aria-hidden="true"
          width={width}
          height={height}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          className="block touch-pan-y"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            <g className="text-border">
              <GridRows scale={yScale} width={innerWidth} tickValues={yTicks} stroke="currentColor" />
            </g>
            {activeCentre === undefined ? null : (
              <line
                x1={activeCentre}
                x2={activeCentre}
                y1={0}
                y2={innerHeight}
                className="text-muted-foreground"
                stroke="currentColor"
                strokeDasharray="4 4"
              />
            )}
            <ChartMarks
              kind={kind}
              rows={rows}
              series={series}
              xStart={xStart}
              bandwidth={xScale.bandwidth()}
              yScale={yScale}
              activeIndex={activeIndex}
            />
            <g className="text-muted-foreground">
              <AxisLeft
                scale={yScale}
                tickValues={yTicks}
                hideAxisLine
                hideTicks
                tickFormat={(value) => format.formatAxisValue(value.valueOf())}
                tickLabelProps={TICK_LABEL}
              />
              <AxisBottom
                top={innerHeight}
                scale={xScale}
                tickValues={xTicks}
                tickFormat={(key) => {
                  const row = rowsByKey.get(key);
                  return row ? format.formatAxisX(row.x) : key;
                }}
                stroke="currentColor"
                tickStroke="currentColor"
                // The last label ends at its tick, so a long one (a day and an hour) is not cut off.
                tickLabelProps={(_value, index, values) => ({
                  ...TICK_LABEL,
                  textAnchor: values.length > 1 && index === values.length - 1 ? 'end' : 'middle',
                })}
              />
            </g>
          </Group>
        </svg>
      </div>
      {activeRow && activeCentre !== undefined ? (
        <TooltipWithBounds
          left={MARGIN.left + activeCentre}
          top={MARGIN.top}
          offsetLeft={12}
          offsetTop={0}
          unstyled
          applyPositionStyle
          className="pointer-events-none z-10 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
        >
          <ChartTooltipContent row={activeRow} series={series} format={format} />
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
