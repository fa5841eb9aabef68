import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote } from 'lucide-react';
import type { Money } from '@/lib/money';
import { MetricCard } from '@/components/ui/metric-card';
import { dashboardLinks } from './dashboard-links';
import { revenueByCurrency } from './dashboard-trends';
import { FigureBreakdown } from './figure-breakdown';
import { FigureValue } from './figure-link';
import { useFigureFormat } from './use-figure-format';

/**
 * Payments received this month, one amount per currency and never added up across currencies: the
 * currency that brought the most is the figure, the others are listed under it, each against the same
 * days of last month and opening the payments in that currency.
 */
export function RevenueFigure({
  revenue,
  previous,
}: {
  /** This month's amounts, largest first; at least one (the server sends 0 in its default currency). */
  revenue: readonly Money[];
  previous: readonly Money[] | undefined;
}) {
  const { t } = useLingui();
  const format = useFigureFormat();
  const [first, ...others] = revenueByCurrency(revenue, previous);
  const label = t`Revenue this month`;
  if (!first) return null;
  const amount = format.money(first.money);
  return (
    <MetricCard
      label={label}
      icon={<Banknote aria-hidden />}
      value={
        <FigureValue link={dashboardLinks.payments(first.money.currency)} label={label} value={amount} />
      }
      change={first.change}
      changeLine={(change) => <Trans>{change} vs the same days last month</Trans>}
    >
      {others.length > 0 ? (
        <FigureBreakdown
          label={t`Revenue in other currencies`}
          items={others.map(({ money, change }) => ({
            key: money.currency,
            label: money.currency,
            value: format.money(money),
            link: dashboardLinks.payments(money.currency),
            change,
          }))}
        />
      ) : null}
    </MetricCard>
  );
}
