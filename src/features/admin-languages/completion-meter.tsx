import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/**
 * How complete a language (or one group of it) is: a bar and its percentage, green once whole, amber
 * from half, red below. The bar is a meter for screen readers, named by `label`.
 */
export function CompletionMeter({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const { i18n } = useLingui();
  // Rounded down: 100% only once nothing is missing.
  const whole = Math.max(0, Math.min(100, Math.floor(percent)));
  const tone = whole === 100 ? 'bg-success' : whole >= 50 ? 'bg-warning' : 'bg-destructive';
  const shown = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(whole / 100);
  return (
    <span className={cn('flex min-w-24 items-center gap-2', className)}>
      <span
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={whole}
        aria-valuetext={shown}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <span className={cn('block h-full rounded-full', tone)} style={{ width: `${whole}%` }} />
      </span>
      <span className="w-11 text-end text-sm tabular-nums">{shown}</span>
    </span>
  );
}
