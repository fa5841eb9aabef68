/** The small square that ties a series' name (legend, tooltip, table header) to its colour in the plot. */
export function ChartSwatch({ colour }: { colour: string | undefined }) {
  return (
    <span
      data-slot="chart-swatch"
      aria-hidden="true"
      className="size-2.5 shrink-0 rounded-sm"
      style={{ backgroundColor: colour }}
    />
  );
}
