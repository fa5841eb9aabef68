import { msg } from '@lingui/core/runtime-macro';
import type { Database } from '../../db/database.ts';
import { invalidField } from '../../lib/http-error.ts';
import { readSettings } from '../settings/settings.repo.ts';
import { trialHistory } from './trials.repo.ts';

/** The setting that bounds the free trials one account may start (3 unless an admin changes it). */
export const TRIALS_PER_ACCOUNT = 'billing.trials_per_account';

/** The setting's stored value as a number of trials: a whole number from 0, none for anything else. */
export function trialLimitOf(value: unknown): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 0 ? limit : 0;
}

/** How many free trials one account may start, ever. */
export async function trialsPerAccount(db: Database): Promise<number> {
  return trialLimitOf((await readSettings(db, [TRIALS_PER_ACCOUNT])).get(TRIALS_PER_ACCOUNT));
}

const trialMessages = {
  nameHadTrial: msg({
    message:
      '{name} has had its free trial already, and a domain name gets one only once: add it without a plan and subscribe on the billing page, or choose a plan without a trial',
  }),
  none: msg`This site gives no free trials: add the domain without a plan and subscribe on the billing page, or choose a plan without a trial`,
  accountLimit: msg({
    message:
      'Your account has used its {limit, plural, one {# free trial} other {# free trials}}: add the domain without a plan and subscribe on the billing page, or choose a plan without a trial',
  }),
};

/**
 * Answers 422 on `plan_slug` when a trial may not start for `domainName`: the site gives none, the name
 * had one before (in any account, deleted domains included), or the account has started `perAccount`.
 */
export async function refuseTrial(db: Database, userId: string, domainName: string, perAccount: number) {
  if (perAccount === 0) throw invalidField('plan_slug', trialMessages.none);
  const { nameHadTrial, startedByUser } = await trialHistory(db, userId, domainName);
  if (nameHadTrial) throw invalidField('plan_slug', trialMessages.nameHadTrial, { name: domainName });
  if (startedByUser >= perAccount) {
    throw invalidField('plan_slug', trialMessages.accountLimit, { limit: perAccount });
  }
}
