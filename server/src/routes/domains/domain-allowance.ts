import { msg } from '@lingui/core/runtime-macro';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { domains } from '../../db/schema/business.ts';
import { invalidField } from '../../lib/http-error.ts';

/**
 * How many domains without a plan in force an account may hold. The platform is paid per domain, so a
 * domain on a plan (paid, granted by staff or in its trial) pays for itself and never counts; the
 * allowance bounds the sites an account keeps without paying: pending until their checkout completes,
 * or whose plan has ended.
 */
export const DOMAINS_WITHOUT_PLAN = 3;

/**
 * Answers 422 on `plan_slug` when a new domain that will not be on a plan at once (no plan chosen, or
 * one without a trial, which waits for checkout) would take the account past DOMAINS_WITHOUT_PLAN.
 * Two requests at the same instant may both pass; the next one is refused.
 */
export async function refuseBeyondAllowance(db: Database, userId: string, onPlanAtOnce: boolean) {
  if (onPlanAtOnce) return;
  const [row] = await db
    .select({ value: count() })
    .from(domains)
    .where(and(eq(domains.userId, userId), isNull(domains.planId)));
  if ((row?.value ?? 0) < DOMAINS_WITHOUT_PLAN) return;
  throw invalidField(
    'plan_slug',
    msg({
      message:
        'Your account already has {limit, plural, one {# domain} other {# domains}} without a plan, the most it may hold: choose a plan with a free trial, or complete the checkout of one of them first',
    }),
    { limit: DOMAINS_WITHOUT_PLAN },
  );
}
