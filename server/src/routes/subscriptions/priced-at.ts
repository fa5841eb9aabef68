import { msg } from '@lingui/core/runtime-macro';
import { invalidField } from '../../lib/http-error.ts';

/** How long the amount a plan change's check showed may still be charged (Stripe lets a preview's date be reused). */
const PRICE_VALID_MS = 3600_000;

const pricedAtMessages = {
  outdated: msg`The amount shown is out of date: choose the plan again to see what is charged now`,
};

/**
 * The moment a plan change is prorated as of: `pricedAt`, the moment of the check the owner saw (so the
 * checkout charges the amount shown, however long they looked at it), else now. 422 on `priced_at` when
 * it is in the future, more than an hour old, or before the current paid period began (a renewal came
 * since: the check's amount no longer applies).
 */
export function prorationMoment(
  // A string at run time (JSON), whatever the generated type says.
  pricedAt: string | Date | undefined,
  now: Date,
  period: { start: Date } | undefined,
): Date {
  if (pricedAt === undefined) return now;
  const moment = new Date(pricedAt);
  const stale =
    Number.isNaN(moment.getTime()) ||
    moment > now ||
    now.getTime() - moment.getTime() > PRICE_VALID_MS ||
    (period !== undefined && moment < period.start);
  if (stale) throw invalidField('priced_at', pricedAtMessages.outdated);
  return moment;
}
