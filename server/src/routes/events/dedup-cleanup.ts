import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { eventDedup } from '../../db/schema/events.ts';
import { ensureQueue } from '../../services/jobs/pg-boss-queue.ts';
import { DEDUP_WINDOW_MS } from './events.repo.ts';

const CLEANUP_QUEUE = 'events.forget_duplicate_keys';
/** Every hour, at a minute of its own. */
const CLEANUP_CRON = '17 * * * *';
/** Rows deleted per statement, so no delete holds its locks for long. */
const CHUNK = 10_000;

/**
 * Deletes the dedup keys older than the 48-hour window, which no longer make anything a duplicate
 * (ingestion takes an old key over anyway: this only keeps the table to two days of keys). Answers how
 * many it deleted. Across domains by design: the only query on these tables not scoped to one domain,
 * and one Citus runs on every shard at once.
 */
export async function forgetOldDedupKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEDUP_WINDOW_MS);
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ domainId: eventDedup.domainId, eventName: eventDedup.eventName, eventId: eventDedup.eventId })
      .from(eventDedup)
      .where(lt(eventDedup.receivedAt, cutoff))
      .limit(CHUNK);
    const gone = await db
      .delete(eventDedup)
      .where(
        and(
          lt(eventDedup.receivedAt, cutoff),
          inArray(sql`(${eventDedup.domainId}, ${eventDedup.eventName}, ${eventDedup.eventId})`, old),
        ),
      )
      .returning({ domainId: eventDedup.domainId });
    deleted += gone.length;
    if (gone.length < CHUNK) return deleted;
  }
}

/** Schedules the hourly cleanup of old dedup keys in pg-boss and works it in this process. */
export async function startDedupCleanup(boss: PgBoss, context: AppContext, log: FastifyBaseLogger) {
  await ensureQueue(boss, CLEANUP_QUEUE, { policy: 'exclusive', retryLimit: 0, deleteAfterSeconds: 86_400 });
  await boss.work(CLEANUP_QUEUE, async () => {
    const deleted = await forgetOldDedupKeys(context.db, new Date());
    log.info({ deleted }, 'old dedup keys forgotten');
  });
  await boss.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
}
