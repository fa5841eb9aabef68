import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Plan } from '@/api/queries/plans';
import { formatMoney } from '@/lib/money';

/** Writes a plan's price with its period in the active language: "$49.00 a month", "490,00 USD rocznie". */
export function usePlanPrice() {
  const { t, i18n } = useLingui();
  return useCallback(
    (plan: Pick<Plan, 'price' | 'interval'>) => {
      const price = formatMoney(plan.price, i18n.locale);
      return plan.interval === 'year' ? t`${price} a year` : t`${price} a month`;
    },
    [t, i18n.locale],
  );
}
