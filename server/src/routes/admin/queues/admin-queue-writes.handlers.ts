import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { recordAdminChanges } from '../../../lib/admin-audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { invalidField, notFound } from '../../../lib/http-error.ts';
import { transactionExecutor } from '../../../services/jobs/pg-boss-queue.ts';
import { deliverEvents, type DeliverEventsData } from '../../events/delivery/deliver-events.job.ts';
import {
  findJob,
  matchingJobs,
  reopenFailedDeliveries,
  type JobRow,
  type JobState,
} from './admin-queue-jobs.repo.ts';
import { jobFilterOf } from './admin-queue-list.ts';
import { isJobId, jobNotFound } from './admin-queue-reads.handlers.ts';

/** The most jobs one action by filter changes: more is a job for a narrower filter. */
const BULK_JOB_CAP = 10_000;

type Action = 'retry' | 'cancel' | 'delete';
type Target = Pick<JobRow, 'id' | 'name' | 'state' | 'data'>;

/** The states an action applies to: retry a failed job, cancel an unfinished one, delete any. */
const APPLIES_TO: Record<Action, readonly JobState[]> = {
  retry: ['failed'],
  cancel: ['created', 'retry', 'active'],
  delete: ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'],
};

/** The state the action leaves a job in, for the audit trail. */
const STATE_AFTER: Record<Action, string> = { retry: 'retry', cancel: 'cancelled', delete: 'deleted' };

const ACTIVITY = {
  retry: 'admin.job.retried',
  cancel: 'admin.job.cancelled',
  delete: 'admin.job.deleted',
} as const;

/** Why an action does not apply to a job in the state it is in. */
const REFUSED = {
  retry: msg`Only a failed job can be retried`,
  cancel: msg`Only a job that has not finished can be cancelled`,
  delete: msg`This job cannot be deleted`,
};

/** What an action answers with. */
function doneMessage(action: Action, count: number) {
  if (action === 'retry') return msg`Jobs retried: ${{ count }}`;
  if (action === 'cancel') return msg`Jobs cancelled: ${{ count }}`;
  return msg`Jobs deleted: ${{ count }}`;
}

const REASON_NEEDED = msg`Say why, in a few words: it is kept in the activity log`;

/** The reason of a write, trimmed; 422 on `reason` when there is none. */
function reasonOf(reason: string | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed || trimmed.length < 3) throw invalidField('reason', REASON_NEEDED);
  return trimmed;
}

/**
 * Runs `action` on `targets` (each in a state it applies to) through pg-boss's API in one transaction
 * with their audit entries; a delivery job's failed deliveries become pending again before its retry.
 * Answers how many jobs pg-boss changed.
 */
async function act(
  db: Database,
  boss: PgBoss,
  request: FastifyRequest,
  { action, targets, reason }: { action: Action; targets: Target[]; reason: string },
) {
  return db.transaction(async (tx) => {
    const options = { db: transactionExecutor(tx) };
    let changed = 0;
    const byQueue = Map.groupBy(targets, (target) => target.name);
    for (const [queue, jobs] of byQueue) {
      if (action === 'retry' && queue === deliverEvents.name) {
        for (const job of jobs) {
          const data = job.data as DeliverEventsData | null;
          if (data?.domainId && data.service && Array.isArray(data.events))
            await reopenFailedDeliveries(tx, data);
        }
      }
      const ids = jobs.map((job) => job.id);
      const result =
        action === 'retry'
          ? await boss.retry(queue, ids, options)
          : action === 'cancel'
            ? await boss.cancel(queue, ids, options)
            : await boss.deleteJob(queue, ids, options);
      changed += (result as { affected?: number }).affected ?? 0;
    }
    await recordAdminChanges(
      tx,
      request,
      targets.map((job) => ({
        action: ACTIVITY[action],
        subject: { type: 'job' as const, id: job.id, label: job.name },
        reason,
        before: { state: job.state },
        after: { state: STATE_AFTER[action] },
      })),
    );
    return changed;
  });
}

/** Staff retrying, cancelling or deleting one job, or every job a filter matches. */
export function adminQueueWriteHandlers(context: AppContext): Handlers {
  const { db } = context;

  const adminQueueJobAction: Handler<'adminQueueJobAction'> = async (request) => {
    const { boss } = request.server.jobs;
    const { id } = request.params;
    const job = boss && isJobId(id) ? await findJob(db, id) : undefined;
    if (!boss || !job) throw notFound(jobNotFound);
    const { action } = request.body;
    const reason = reasonOf(request.body.reason);
    if (!APPLIES_TO[action].includes(job.state)) {
      throw invalidField('action', REFUSED[action]);
    }
    const changed = await act(db, boss, request, { action, targets: [job], reason });
    return ok(
      { matched_count: 1, actionable_count: 1, changed_count: changed },
      request.t(doneMessage(action, changed)),
    );
  };

  const adminBulkQueueJobAction: Handler<'adminBulkQueueJobAction'> = async (request) => {
    const { boss } = request.server.jobs;
    const { body } = request;
    const filter = jobFilterOf(Object.fromEntries(Object.entries(body.filter)), (name) => `filter.${name}`);
    const matched = boss ? await matchingJobs(db, filter, BULK_JOB_CAP + 1) : [];
    if (matched.length > BULK_JOB_CAP) {
      const cap = BULK_JOB_CAP;
      throw invalidField('filter', msg`More than ${{ cap }} jobs match: narrow the filter`);
    }
    const targets = matched.filter((job) => APPLIES_TO[body.action].includes(job.state));
    const counts = { matched_count: matched.length, actionable_count: targets.length };
    if (body.preview || !boss) {
      return ok({ ...counts, changed_count: 0 }, request.t(msg`Nothing has been changed yet`));
    }
    const reason = reasonOf(body.reason);
    if (body.expected_count !== undefined && body.expected_count !== matched.length) {
      throw invalidField(
        'expected_count',
        msg`Jobs matching now: ${{ count: matched.length }}. Look at the count again and confirm`,
      );
    }
    const changed = targets.length
      ? await act(db, boss, request, { action: body.action, targets, reason })
      : 0;
    return ok({ ...counts, changed_count: changed }, request.t(doneMessage(body.action, changed)));
  };

  return { adminQueueJobAction, adminBulkQueueJobAction };
}
