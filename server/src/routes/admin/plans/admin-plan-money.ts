import type { PlanRow } from './admin-plans.repo.ts';

/** Months in a plan's billing interval. */
const MONTHS = { month: 1, year: 12 } as const;

/**
 * The monthly recurring revenue of `paying` subscriptions at `amount` per `interval`, in the minor unit:
 * a yearly price counts a twelfth. Trialing subscriptions pay nothing yet and are not `paying`.
 */
export function monthlyRevenue(paying: number, amount: number, interval: PlanRow['interval']): number {
  return Math.round((paying * amount) / MONTHS[interval]);
}
