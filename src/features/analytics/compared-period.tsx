import { Trans } from '@lingui/react/macro';
import type { AnalyticsSummary } from '@/api/queries/analytics';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import type { Comparison } from './analytics-search-params';

/** The period the figures cover, and the one they are compared with, in words. */
export function ComparedPeriod({ summary, compare }: { summary?: AnalyticsSummary; compare: Comparison }) {
  const format = useDateFormat();
  if (!summary) return <Skeleton className="h-5 w-72 max-w-full" />;
  const period = format.dayRange(summary.start_date, summary.end_date);
  const previous = format.dayRange(summary.previous_start_date, summary.previous_end_date);
  return (
    <p data-slot="analytics-period" className="text-sm text-muted-foreground">
      {compare === 'none' ? (
        <span className="font-medium text-foreground">{period}</span>
      ) : (
        <Trans>
          <span className="font-medium text-foreground">{period}</span> compared with {previous}
        </Trans>
      )}
      {/* Every change is hidden then (the API's change is null): say why rather than leave it blank. */}
      {compare !== 'none' && summary.previous.events === 0 ? (
        <>
          {' · '}
          <Trans>No events in the compared period.</Trans>
        </>
      ) : null}
    </p>
  );
}
