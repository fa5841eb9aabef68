import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/** A share of deliveries that failed above which the rate shows in red. */
const WORRYING = 0.05;

/** This month's delivery failure rate as a percentage, red when worrying; a dash when nothing ended. */
export function FailureRate({ rate }: { rate: number | null }) {
  const { i18n } = useLingui();
  if (rate === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn(rate > WORRYING && 'font-medium text-destructive')}>
      {new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate)}
    </span>
  );
}
