import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import { planQueries, type PlanComparisonRow } from '@/api/queries/plans';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/error-card';
import { SkeletonTable } from '@/components/ui/skeleton';
import { usePlanPrice } from './use-plan-price';

/** One feature's value for one plan: a tick or a dash for a switch, a number, "Unlimited", or text. */
function FeatureValue({
  row,
  value,
}: {
  row: PlanComparisonRow;
  value: PlanComparisonRow['values'][string];
}) {
  const { t, i18n } = useLingui();
  if (typeof value === 'boolean' || (row.type === 'boolean' && value === null)) {
    return value ? (
      <Check role="img" aria-label={t`Included`} className="inline size-4 text-success" />
    ) : (
      <Minus role="img" aria-label={t`Not included`} className="inline size-4 text-muted-foreground" />
    );
  }
  if (value === null) return <Trans>Unlimited</Trans>;
  return typeof value === 'number' ? new Intl.NumberFormat(i18n.locale).format(value) : value;
}

/**
 * GET /plans/compare for the plans on show: every feature (rows) against every plan (columns), with the
 * prices on top. On a phone the table scrolls sideways, the features' names staying in view.
 */
export function PlanComparisonTable({ slugs }: { slugs: readonly string[] }) {
  const { i18n } = useLingui();
  const priceOf = usePlanPrice();
  const comparison = useQuery({ ...planQueries.compare(slugs, i18n.locale), enabled: slugs.length >= 2 });
  if (slugs.length < 2) return null;
  if (comparison.isError) {
    return (
      <ErrorCard
        message={<Trans>The comparison could not be loaded.</Trans>}
        onRetry={() => void comparison.refetch()}
      />
    );
  }
  return (
    <Card padding="none" className="overflow-hidden">
      <CardHeader className="p-5 pb-0">
        <CardTitle>
          <h3 id="plan-comparison">
            <Trans>Compare plans</Trans>
          </h3>
        </CardTitle>
      </CardHeader>
      {/* Scrolls sideways on a phone: a keyboard user scrolls it once it has focus. */}
      <CardContent
        role="region"
        aria-labelledby="plan-comparison"
        tabIndex={0}
        className="overflow-x-auto p-5 pt-3 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {comparison.isPending ? (
          <SkeletonTable rows={6} columns={slugs.length + 1} />
        ) : (
          <table aria-labelledby="plan-comparison" className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="sticky left-0 bg-card py-2 pr-4 text-start font-medium">
                  <Trans>Feature</Trans>
                </th>
                {comparison.data.plans.map((plan) => (
                  <th key={plan.slug} scope="col" className="px-3 py-2 text-center font-medium">
                    <span className="block">{plan.name}</span>
                    <span className="block text-xs font-normal text-muted-foreground tabular-nums">
                      {priceOf(plan)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.data.features.map((row) => (
                <tr key={row.slug} className="border-b last:border-0">
                  <th scope="row" className="sticky left-0 bg-card py-2 pr-4 text-start font-normal">
                    {row.name}
                  </th>
                  {comparison.data.plans.map((plan) => (
                    <td key={plan.slug} className="px-3 py-2 text-center tabular-nums">
                      {/* Null is a value here (unlimited); a plan the row does not name lacks the feature. */}
                      <FeatureValue
                        row={row}
                        value={plan.slug in row.values ? (row.values[plan.slug] ?? null) : false}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
