import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import { certificateProvider } from '../../services/certificates/certificate-providers.ts';
import { ensureQueue } from '../../services/jobs/pg-boss-queue.ts';
import { checkTrackingDomain, LEASE_MS } from './tracking-domain-checks.ts';
import { dueTrackingDomains, nextCheckOf } from './tracking-domain-jobs.repo.ts';
import { scheduleUncheckedLiveDomains } from './tracking-domains.repo.ts';

/** One job per tracking domain and check, keyed by the tracking domain's id. */
const CHECK_QUEUE = 'tracking_domain.check';
/** Every minute: queues the checks that are due and have no job (see `queueDueChecks`). */
const CATCH_UP_QUEUE = 'tracking_domain.catch_up';
const CATCH_UP_CRON = '* * * * *';
/** How far ahead a catch-up looks: checks due before the next one are queued for their time. */
const CATCH_UP_AHEAD_MS = 60_000;
/** Due tracking domains queued per catch-up; the rest wait a minute. */
const CATCH_UP_BATCH = 500;
/** Tracking domains checked at once in one process (DNS lookups and certificate calls). */
const CONCURRENCY = 4;
const HOUR_SECONDS = 3600;

interface CheckData {
  trackingDomainId: string;
}

/**
 * Queues the check of tracking domain `id` for `at`, or moves the one already waiting to `at`. The
 * queue is `stately` with the id as singleton key: at most one check of a domain waits and one runs,
 * so a domain is never checked twice at once.
 */
async function queueCheck(boss: PgBoss, id: string, at: Date) {
  await boss.upsert(CHECK_QUEUE, { trackingDomainId: id } satisfies CheckData, {
    singletonKey: id,
    startAfter: at,
  });
}

/**
 * Queues a check of each tracking domain whose `next_check_at` has come or comes before the next
 * catch-up, for that time: checks that came due while no server ran, checks that died (their lease ran
 * out), and checks the owner's requests scheduled (adding or verifying a subdomain sets `next_check_at`
 * without queueing). A queued check set for another time is moved. Answers how many it queued.
 */
async function queueDueChecks(boss: PgBoss, context: AppContext, now = new Date()) {
  const due = await dueTrackingDomains(
    context.db,
    new Date(now.getTime() + CATCH_UP_AHEAD_MS),
    CATCH_UP_BATCH,
  );
  for (const row of due) await queueCheck(boss, row.id, row.nextCheckAt ?? now);
  return due.length;
}

/**
 * Checks tracking domains as pg-boss jobs: one job per due tracking domain, for its `next_check_at`,
 * each check queueing the next one; the rows hold the schedule, so a restart loses nothing. Schedules
 * live tracking domains without a check (the demo seed's), queues what is due now, and catches up every
 * minute. pg-boss must have started; stopping it stops the checks.
 */
export async function startTrackingDomainChecks(boss: PgBoss, context: AppContext, log: FastifyBaseLogger) {
  // A failed check is not retried by pg-boss: its lease makes it due again, and the catch-up queues it.
  await ensureQueue(boss, CHECK_QUEUE, {
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: LEASE_MS / 1000,
    deleteAfterSeconds: HOUR_SECONDS,
    notify: true,
  });
  await ensureQueue(boss, CATCH_UP_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    deleteAfterSeconds: HOUR_SECONDS,
  });

  await boss.work<CheckData>(CHECK_QUEUE, { localConcurrency: CONCURRENCY }, async ([job]) => {
    if (!job) return;
    const id = job.data.trackingDomainId;
    try {
      await checkTrackingDomain(context, id);
    } catch (error) {
      log.error({ err: error, trackingDomainId: id }, 'a tracking domain check failed');
      throw error;
    } finally {
      const next = await nextCheckOf(context.db, id);
      if (next) await queueCheck(boss, id, next);
    }
  });
  await boss.work(CATCH_UP_QUEUE, async () => {
    await queueDueChecks(boss, context);
  });
  await boss.schedule(CATCH_UP_QUEUE, CATCH_UP_CRON);

  const now = new Date();
  await scheduleUncheckedLiveDomains(context.db, now);
  await queueDueChecks(boss, context, now);
  log.info(
    { certificates: certificateProvider(context.config.certificates).name },
    'tracking domain checks started',
  );
}
