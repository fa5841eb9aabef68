import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { PlanRow } from './plans.repo.ts';

export type PlanChange = 'new' | 'upgrade' | 'downgrade' | 'same';

/** What a domain uses now, against which a plan's limits are checked. */
export interface DomainUsage {
  trackingDomains: number;
  services: number;
  /** Events counted towards the plan in the current period (as `POST /events` counts them). */
  events: number;
}

/** A reason a change is refused, to translate in the request's language. */
export interface Refusal {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

const refusals = {
  samePlan: msg({ message: 'This domain is already on {plan}' }),
  suspended: msg`This domain is suspended: contact support before changing its plan`,
  trackingDomains: msg({
    message:
      'This domain has {used, plural, one {# tracking domain} other {# tracking domains}}, more than the {limit, number} {plan} allows',
  }),
  services: msg({
    message:
      'This domain forwards events to {used, plural, one {# service} other {# services}}, more than the {limit, number} {plan} allows: remove some first',
  }),
  events: msg({
    message:
      'This domain has received {used, plural, one {# event} other {# events}} this billing period, more than the {limit, number} {plan} allows',
  }),
};

/** Limits as a comparable list, unlimited (null) above any number. */
const capacity = (plan: PlanRow) =>
  [plan.eventsPerMonth, plan.services, plan.trackingDomains].map((limit) => limit ?? Infinity);

/**
 * How `target` compares with `current`: what the owner gets matters first (limits, most events first,
 * then services, then tracking domains); with the same limits a yearly plan is above a monthly one, and
 * then the dearer one is the upgrade.
 */
export function planChange(current: PlanRow | undefined, target: PlanRow): PlanChange {
  if (!current) return 'new';
  if (current.id === target.id) return 'same';
  const [from, to] = [capacity(current), capacity(target)];
  const differs = from.findIndex((limit, index) => limit !== to[index]);
  if (differs >= 0) return (to[differs] ?? 0) > (from[differs] ?? 0) ? 'upgrade' : 'downgrade';
  if (current.interval !== target.interval) return target.interval === 'year' ? 'upgrade' : 'downgrade';
  return target.priceAmount >= current.priceAmount ? 'upgrade' : 'downgrade';
}

/**
 * Why a domain may not move to `target`: already on it, suspended, or using more than the target's
 * limits allow (each figure named with its limit). Empty when the change is allowed.
 */
export function refusalsOf(
  { change, suspended, usage }: { change: PlanChange; suspended: boolean; usage: DomainUsage },
  target: PlanRow,
): Refusal[] {
  const plan = target.name;
  const result: Refusal[] = [];
  if (change === 'same') result.push({ message: refusals.samePlan, values: { plan } });
  if (suspended) result.push({ message: refusals.suspended });
  const over = (key: keyof DomainUsage, limit: number | null) => {
    if (limit !== null && usage[key] > limit) {
      result.push({ message: refusals[key], values: { used: usage[key], limit, plan } });
    }
  };
  over('trackingDomains', target.trackingDomains);
  over('services', target.services);
  over('events', target.eventsPerMonth);
  return result;
}

/** A paid subscription's current period, and the plan it is billed for. */
export interface PaidPeriod {
  plan: PlanRow;
  start: Date;
  end: Date;
}

/**
 * What moving to `target` costs now, in the currency's minor unit: the price difference times the
 * unused fraction of the current period, `(target − current) × (end − now) / (end − start)`, negative
 * (a credit) on a downgrade. A change of interval starts a new period now instead, so it costs the
 * target's whole price less the unused part of the current one. Rounded to the minor unit, halves away
 * from zero. Null without a paid period, or when the two prices are in different currencies (checkout
 * then charges the full price).
 */
export function proration(period: PaidPeriod | undefined, target: PlanRow, now: Date) {
  if (!period || period.plan.currency !== target.currency) return null;
  const length = period.end.getTime() - period.start.getTime();
  const unused = length > 0 ? Math.min(Math.max((period.end.getTime() - now.getTime()) / length, 0), 1) : 0;
  const current = period.plan.priceAmount;
  const exact =
    period.plan.interval === target.interval
      ? (target.priceAmount - current) * unused
      : target.priceAmount - current * unused;
  const amount = Math.sign(exact) * Math.round(Math.abs(exact));
  // No negative zero in the answer.
  return { amount: amount || 0, currency: target.currency };
}
