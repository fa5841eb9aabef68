import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type MetricCardProps = {
  label: ReactNode;
  /** The figure, already formatted for the active locale. */
  value: ReactNode;
  /** Change against the previous period, in percent (12.5 means +12.5 %). */
  change?: number;
  /** The change as written, when it is not a percentage (a rate's change in points: "+2.5 pp"). */
  changeText?: string;
  /**
   * The line under the figure around the formatted change, when it is not compared with the previous
   * period: `(change) => <Trans>{change} vs previous year</Trans>`.
   */
  changeLine?: (change: ReactNode) => ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  className?: string;
  /** More about the figure under its change line, such as its breakdown. */
  children?: ReactNode;
};

const trends = {
  up: { Icon: TrendingUp, colour: 'text-success' },
  down: { Icon: TrendingDown, colour: 'text-destructive' },
  flat: { Icon: Minus, colour: 'text-muted-foreground' },
};

/** One key figure with its trend; the direction reads from the sign and the icon, not only the colour. */
export function MetricCard({
  label,
  value,
  change,
  changeText,
  changeLine,
  icon,
  loading = false,
  className,
  children,
}: MetricCardProps) {
  const { i18n, t } = useLingui();
  const trend = change === undefined ? undefined : trends[change > 0 ? 'up' : change < 0 ? 'down' : 'flat'];
  const formatted =
    change === undefined
      ? undefined
      : (changeText ??
        new Intl.NumberFormat(i18n.locale, {
          style: 'percent',
          signDisplay: 'exceptZero',
          maximumFractionDigits: 1,
        }).format(change / 100));

  return (
    <Card data-slot="metric-card" padding={20} aria-busy={loading} className={cn('gap-3', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {icon ? (
          <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-4">
            {icon}
          </div>
        ) : null}
      </div>
      {loading ? (
        <div className="grid gap-2">
          <span className="sr-only">{t`Loading…`}</span>
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : (
        <>
          <p data-slot="metric-card-value" className="text-2xl font-semibold tracking-tight tabular-nums">
            {value}
          </p>
          {trend ? (
            <p
              data-slot="metric-card-change"
              className="flex items-center gap-1 text-xs text-muted-foreground"
            >
              <trend.Icon className={cn('size-3.5', trend.colour)} />
              {changeLine ? (
                <span>
                  {changeLine(
                    <span className={cn('font-medium whitespace-nowrap tabular-nums', trend.colour)}>
                      {formatted}
                    </span>,
                  )}
                </span>
              ) : (
                <Trans>
                  <span className={cn('font-medium whitespace-nowrap tabular-nums', trend.colour)}>
                    {formatted}
                  </span>{' '}
                  vs previous period
                </Trans>
              )}
            </p>
          ) : null}
          {children}
        </>
      )}
    </Card>
  );
}
