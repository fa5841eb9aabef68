import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Money } from '@/lib/money';

/** How the dashboard writes its figures in the active language: counts, rates, changes in points, money. */
export function useFigureFormat() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const count = new Intl.NumberFormat(locale);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  return {
    /** A count: "1,204". */
    count: (value: number) => count.format(value),
    /** A rate given in percent (98.5): "98.5%"; a dash when there is none. */
    rate: (percent: number | null) => (percent === null ? '—' : rate.format(percent / 100)),
    /** A change in percentage points: "+1.5 pp". */
    points: (value: number) => {
      const points = signed.format(value);
      return t`${points} pp`;
    },
    /** An amount in its own currency. */
    money: (money: Money) => formatMoney(money, locale),
  };
}
