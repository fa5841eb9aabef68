import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPlan } from '@/api/queries/admin-plans';
import { formatMoney, type Money } from '@/lib/money';

/** A price with its interval: "$49.00 / month". */
export function PlanPrice({ price, interval }: { price: Money; interval: AdminPlan['interval'] | null }) {
  const { i18n } = useLingui();
  const amount = formatMoney(price, i18n.locale);
  if (interval === 'year') return <Trans>{amount} / year</Trans>;
  if (interval === 'month') return <Trans>{amount} / month</Trans>;
  return <>{amount}</>;
}
