import { cn } from '@/lib/cn';

/** The small square that ties a series' name (legend, tooltip, table header) to its colour in the plot. */
export function ChartSwatch({ colour, className }: { colour: string | undefined; className?: string }) {
  return (
    <span
      data-slot="chart-swatch"
      aria-hidden="true"
      className={cn('size-2.5 shrink-0 rounded-sm', className)}
      style={{ backgroundColor: colour }}
    />
  );
}
