import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { DELIVERY_RETRIES } from '../events/delivery/deliver-events.job.ts';
import { ensureQueue } from '../../services/jobs/pg-boss-queue.ts';
import { duePurges, purgeDomainRows } from './domain-purges.repo.ts';

/**
 * How long after its deletion a domain's event rows are purged: twice the longest a delivery job may run
 * (DELIVERY_RETRIES.expireInSeconds), so what read the domain before it went (an ingestion request, a
 * delivery under way) has written its last row by then, and the purge leaves none behind.
 */
export const PURGE_AFTER_MS = 2 * DELIVERY_RETRIES.expireInSeconds * 1000;

const PURGE_QUEUE = 'domains.purge_deleted';
/** Every minute: the purges that came due start within a minute of their time. */
const PURGE_CRON = '* * * * *';
/** Domains purged per run; the rest wait for the next one. */
const PURGE_BATCH = 20;

/**
 * Purges the event rows of the deleted domains whose purge is due at `now` (see domain-purges.repo.ts),
 * one domain after the other. Answers how many domains and events it purged.
 */
export async function purgeDeletedDomains(
  db: Database,
  now: Date,
): Promise<{ domains: number; events: number }> {
  const purged = { domains: 0, events: 0 };
  for (const domainId of await duePurges(db, now, PURGE_BATCH)) {
    purged.events += await purgeDomainRows(db, domainId);
    purged.domains += 1;
  }
  return purged;
}

/**
 * Purges deleted domains' event rows as a pg-boss job every minute, one run at a time (`exclusive`): the
 * `domain_purges` rows hold what is left to do, so a purge cut short by a restart goes on at the next run.
 */
export async function startDomainPurges(boss: PgBoss, context: AppContext, log: FastifyBaseLogger) {
  await ensureQueue(boss, PURGE_QUEUE, { policy: 'exclusive', retryLimit: 0, deleteAfterSeconds: 86_400 });
  await boss.work(PURGE_QUEUE, async () => {
    const purged = await purgeDeletedDomains(context.db, new Date());
    if (purged.domains) log.info(purged, 'deleted domains purged');
  });
  await boss.schedule(PURGE_QUEUE, PURGE_CRON);
}
