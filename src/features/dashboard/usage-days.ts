import type { UsageStats } from '@/api/queries/user';

/**
 * A month as plans count it when spread over days. Limits are per billing month (28 to 31 days); 30 keeps
 * the daily pace a round share of the limit, and the dashboard's period is 30 days.
 */
export const DAYS_PER_MONTH = 30;
/** From this share of the allowance a day or a period is drawn as nearing the limit. */
export const NEAR_LIMIT_SHARE = 0.8;

export type UsageLevel = 'ok' | 'near' | 'over';

/** One day's bar: its figures, its height as a share of the scale, and how it stands against the pace. */
export interface UsageBar {
  date: string;
  events: number;
  failed: number;
  /** 0 to 1 of the tallest thing drawn (the busiest day or the daily allowance). */
  height: number;
  level: UsageLevel;
}

export interface UsageShape {
  bars: UsageBar[];
  /** Events a day at which the month's limit would be used up exactly; null without a limit. */
  dailyAllowance: number | null;
  /** The allowance line's height as a share of the scale; null without a limit. */
  allowanceHeight: number | null;
  /** What the plans allow over the period's days (the monthly limit, pro rata); null without a limit. */
  periodLimit: number | null;
  /** The period's events against `periodLimit`. */
  periodLevel: UsageLevel;
}

/** How `used` stands against `allowed`: past it, within its last 20 %, or well below (or no limit). */
export function usageLevel(used: number, allowed: number | null): UsageLevel {
  if (allowed === null) return 'ok';
  if (used > allowed) return 'over';
  return used >= allowed * NEAR_LIMIT_SHARE ? 'near' : 'ok';
}

/**
 * The usage period's days against the plans' monthly limit: each day's events against the daily pace
 * that would use the limit up in a month, and the period's total against the limit over as many days.
 */
export function shapeUsage(
  usage: Pick<UsageStats, 'daily_breakdown' | 'totals'>,
  monthlyLimit: number | null,
): UsageShape {
  const days = usage.daily_breakdown;
  const dailyAllowance = monthlyLimit === null ? null : monthlyLimit / DAYS_PER_MONTH;
  const scale = Math.max(1, dailyAllowance ?? 0, ...days.map((day) => day.events));
  const periodLimit = dailyAllowance === null ? null : Math.round(dailyAllowance * days.length);
  return {
    bars: days.map((day) => ({
      date: day.date,
      events: day.events,
      failed: day.failed,
      height: day.events / scale,
      level: usageLevel(day.events, dailyAllowance),
    })),
    dailyAllowance,
    allowanceHeight: dailyAllowance === null ? null : dailyAllowance / scale,
    periodLimit,
    periodLevel: usageLevel(usage.totals.events, periodLimit),
  };
}
