import { msg } from '@lingui/core/runtime-macro';
import type { FastifyBaseLogger } from 'fastify';
import { LOCALES, type Locale } from '#locales';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../lib/i18n.ts';
import { certificateProvider } from '../../services/certificates/certificate-providers.ts';
import type { CnameCheck } from '../../services/dns/cname-check.ts';
import { cnameCheckError, isDnsError, trackingErrorMessage } from './tracking-domain-errors.ts';
import { after } from './tracking-domain-schedule.ts';
import { configureCertificate, recheckLive, verifyRecord } from './tracking-domain-setup.ts';
import type { Translate } from './tracking-domain-view.ts';
import {
  claimDueTrackingDomains,
  insertNotification,
  scheduleUncheckedLiveDomains,
  type DueTrackingDomain,
} from './tracking-domains.repo.ts';

/** Tracking domains checked per sweep; the rest wait for the next one. */
const BATCH = 50;
/** How long a claimed row is left alone: a check that died is due again after this. */
const LEASE_MS = 5 * 60_000;
/** How often the server looks for due checks. */
const SWEEP_EVERY_MS = 30_000;

const driftTitle = msg({ message: 'Tracking through {hostname} has stopped' });
const driftAdvice = msg`Events sent through this subdomain are lost until the record is fixed.`;

/** In every language, so the owner reads it in theirs (see routes/auth/notification-view.ts). */
function inEveryLocale(text: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Record<Locale, string>;
}

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
    await verifyRecord(context, row, { now, askedByOwner: false });
  }
}

/**
 * Checks every tracking domain whose `next_check_at` has come: pending records are looked up again,
 * certificates followed, live CNAMEs confirmed (drift recorded and told to the owner). The schedule
 * lives in the rows, so a restart loses nothing. Answers how many it checked.
 */
export async function sweepTrackingDomains(
  context: AppContext,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const due = await claimDueTrackingDomains(context.db, {
    now,
    leaseUntil: after(now, LEASE_MS),
    limit: BATCH,
  });
  for (const row of due) {
    try {
      await checkOne(context, row, now);
    } catch (error) {
      // The lease brings it back; one broken row must not stop the others.
      log.error({ err: error, trackingDomainId: row.id }, 'a tracking domain check failed');
    }
  }
  return due.length;
}

/**
 * Schedules live tracking domains that have no check yet, then sweeps every 30 seconds until `stop`,
 * which waits for the work under way. Never two sweeps at once.
 */
export function startTrackingDomainChecks(context: AppContext, log: FastifyBaseLogger) {
  const certificates = certificateProvider(context.config.certificates).name;
  log.info({ certificates }, 'tracking domain checks started');
  let running: Promise<unknown> | undefined = scheduleUncheckedLiveDomains(context.db, new Date())
    .catch((error: unknown) => log.error({ err: error }, 'live tracking domains could not be scheduled'))
    .finally(() => (running = undefined));
  const timer = setInterval(() => {
    if (running) return;
    running = sweepTrackingDomains(context, log)
      .catch((error: unknown) => log.error({ err: error }, 'the tracking domain sweep failed'))
      .finally(() => (running = undefined));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
