import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { AnalyticsDimension } from '@/api/queries/analytics';
import type { AnalyticsFilters } from '../analytics-filters';
import { BreakdownCard } from './breakdown-card';

/** The breakdowns, in the order owners look for them. */
const DIMENSIONS: readonly AnalyticsDimension[] = [
  'event_name',
  'device',
  'country',
  'source',
  'status',
  'domain',
];

/**
 * The dimensions worth showing for the filters: narrowed to one domain or one event name, splitting by
 * it again would only say 100%.
 */
function dimensionsFor(filters: AnalyticsFilters): AnalyticsDimension[] {
  return DIMENSIONS.filter(
    (by) => !(by === 'domain' && filters.domain_id) && !(by === 'event_name' && filters.event_name),
  );
}

/**
 * The period's events split by event name, device, country, source, delivery status and domain: one
 * card each (GET /analytics/breakdown with `by`), with the groups past the top ten summed as "Others".
 */
export function AnalyticsBreakdowns({ filters }: { filters: AnalyticsFilters }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Breakdowns</Trans>
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        {dimensionsFor(filters).map((by) => (
          <BreakdownCard key={by} by={by} filters={filters} />
        ))}
      </div>
    </section>
  );
}
