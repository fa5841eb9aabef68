import { msg } from '@lingui/core/runtime-macro';
import type { AppContext } from '../../app-context.ts';
import { inEveryLocale } from '../../lib/every-locale.ts';
import { translate } from '../../lib/i18n.ts';
import type { CnameCheck } from '../../services/dns/cname-check.ts';
import { cnameCheckError, isDnsError, trackingErrorMessage } from './tracking-domain-errors.ts';
import { after } from './tracking-domain-schedule.ts';
import { configureCertificate, recheckLive, verifyRecord } from './tracking-domain-setup.ts';
import type { Translate } from './tracking-domain-view.ts';
import { claimDueTrackingDomain } from './tracking-domain-jobs.repo.ts';
import { insertNotification, type DueTrackingDomain } from './tracking-domains.repo.ts';

/** How long a claimed row is left alone: a check that died is due again after this. */
export const LEASE_MS = 5 * 60_000;

const driftTitle = msg({ message: 'Tracking through {hostname} has stopped' });
const driftAdvice = msg`Events sent through this subdomain are lost until the record is fixed.`;

/** Tells the owner in the notification bell that a live tracking domain's CNAME no longer holds. */
async function notifyDrift(
  context: AppContext,
  row: DueTrackingDomain,
  check: Exclude<CnameCheck, { outcome: 'verified' }>,
) {
  const title = inEveryLocale((locale) => translate(driftTitle, locale, { hostname: row.hostname }));
  const message = inEveryLocale((locale) => {
    const t: Translate = (text, values) => translate(text, locale, values);
    return `${trackingErrorMessage(cnameCheckError(check), row, t)} ${t(driftAdvice)}`;
  });
  await insertNotification(context.db, {
    userId: row.userId,
    type: 'error',
    title: title.en,
    message: message.en,
    actionUrl: `/domains/${row.domainId}`,
    data: { kind: 'tracking_domain_drift', tracking_domain_id: row.id, translations: { title, message } },
  });
}

/** The check one due tracking domain needs, by where its setup stands. */
async function checkOne(context: AppContext, row: DueTrackingDomain, now: Date) {
  if (row.status === 'active') {
    const drift = await recheckLive(context, row, now);
    if (drift) await notifyDrift(context, row, drift);
  } else if (row.cnameVerifiedAt && !isDnsError(row.lastError)) {
    await configureCertificate(context, row, now);
  } else {
    await verifyRecord(context, row, { now });
  }
}

/**
 * Checks tracking domain `id` if its `next_check_at` has come: a pending record is looked up again, a
 * certificate followed, a live CNAME confirmed (drift recorded and told to the owner). The check sets
 * the next `next_check_at` (tracking-domain-schedule.ts). Answers whether it was due; this is the body of
 * the pg-boss job of each tracking domain (tracking-domain-jobs.ts).
 */
export async function checkTrackingDomain(
  context: AppContext,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const row = await claimDueTrackingDomain(context.db, id, { now, leaseUntil: after(now, LEASE_MS) });
  if (!row) return false;
  await checkOne(context, row, now);
  return true;
}
