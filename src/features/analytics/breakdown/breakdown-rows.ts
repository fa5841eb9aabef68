import type { AnalyticsBreakdown } from '@/api/queries/analytics';
import type { Money } from '@/lib/money';

/** One line of a breakdown table: a group, or the sum of the groups past the limit ("Others"). */
export type BreakdownRow =
  | {
      kind: 'group';
      /** A React key: the raw key, `null` written out. */
      id: string;
      key: string | null;
      label: string;
      events: number;
      /** Percent of the period's events, 0–100. */
      share: number;
      revenue: Money;
    }
  | { kind: 'others'; id: 'others'; events: number; share: number };

/** `part` as a percentage of `total` (0–100), 0 for an empty total; never past 100. */
export function percentOf(part: number, total: number): number {
  if (total <= 0 || part <= 0) return 0;
  return Math.min(100, (part / total) * 100);
}

/**
 * The table's rows: the groups as the server ordered them (largest first), then "Others" when
 * groups were left out past the limit. The server's share is kept; others' share is computed the same
 * way, from the period's total.
 */
export function breakdownRows(breakdown: AnalyticsBreakdown): BreakdownRow[] {
  const rows: BreakdownRow[] = breakdown.items.map((item) => ({
    kind: 'group',
    id: item.key ?? '\u0000null',
    key: item.key,
    label: item.label,
    events: item.events,
    share: item.share,
    revenue: item.revenue,
  }));
  if (breakdown.others > 0) {
    rows.push({
      kind: 'others',
      id: 'others',
      events: breakdown.others,
      share: percentOf(breakdown.others, breakdown.total),
    });
  }
  return rows;
}

/** True when the period had no events to break down. */
export function isBreakdownEmpty(breakdown: AnalyticsBreakdown): boolean {
  return breakdown.total === 0 || (breakdown.items.length === 0 && breakdown.others === 0);
}

/**
 * A share (0–100) in `locale`: "12.5%", "12,5 %"; a share above zero too small to show reads "<0.1%"
 * rather than a misleading "0%".
 */
export function formatShare(share: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  if (share > 0 && share < 0.05) return `<${format.format(0.001)}`;
  return format.format(share / 100);
}
