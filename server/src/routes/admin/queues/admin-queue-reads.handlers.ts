import { msg } from '@lingui/core/runtime-macro';
import type { PgBoss } from 'pg-boss';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { deliverEvents } from '../../events/delivery/deliver-events.job.ts';
import {
  failedDeliveryGroups,
  findJob,
  listJobs,
  minuteCounts,
  oldestWaiting,
  recentFailures,
  stateCounts,
} from './admin-queue-jobs.repo.ts';
import { jobFilterOf } from './admin-queue-list.ts';
import { errorOf, jobRecordView, jobView } from './admin-queue-view.ts';

const MINUTE = 60_000;
/** Minutes of each queue's history. */
const HISTORY_MINUTES = 60;
/** The minutes the per-minute throughput averages. */
const RATE_MINUTES = 5;
const RECENT_FAILURES = 20;
const FAILURE_GROUPS = 100;

export const jobNotFound = msg`There is no such job`;

/** A job id pg-boss could have made (a UUID): anything else is no job, rather than a database error. */
export const isJobId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

interface Counts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}
const noCounts = (): Counts => ({ waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 });

/** The count a state adds to: waiting, delayed (waiting for a later start), running, done or failed. */
function countOf(state: string, deferred: boolean): keyof Counts | undefined {
  if (state === 'created' || state === 'retry') return deferred ? 'delayed' : 'waiting';
  if (state === 'active' || state === 'completed' || state === 'failed') return state;
  return undefined;
}

/** Jobs finished per minute over the last minutes and in the last hour, from a queue's history. */
function throughputOf(history: { completed: number; failed: number }[]) {
  const finished = history.map((minute) => minute.completed + minute.failed);
  const recent = finished.slice(-RATE_MINUTES).reduce((sum, count) => sum + count, 0);
  return {
    per_minute: Math.round((recent / RATE_MINUTES) * 10) / 10,
    per_hour: finished.reduce((sum, count) => sum + count, 0),
  };
}

/** The staff's reads of the job queues: the dashboard, the jobs, one job and the failed deliveries. */
export function adminQueueReadHandlers(context: AppContext): Handlers {
  const { db } = context;
  const now = () => context.now?.() ?? new Date();

  async function dashboard(boss: PgBoss) {
    const at = now();
    const firstMinute = Math.floor(at.getTime() / MINUTE) * MINUTE - (HISTORY_MINUTES - 1) * MINUTE;
    const [queues, instances, states, minutes, waited, failures] = await Promise.all([
      boss.getQueues(),
      boss.getInstances(),
      stateCounts(db, new Date(at.getTime() - 24 * 60 * MINUTE)),
      minuteCounts(db, new Date(firstMinute)),
      oldestWaiting(db),
      recentFailures(db, RECENT_FAILURES),
    ]);
    const totals = noCounts();
    const stats = queues
      .map(({ name }) => {
        const counts = noCounts();
        for (const row of states) {
          const key = row.name === name ? countOf(row.state, row.deferred) : undefined;
          if (key) counts[key] += Number(row.jobs);
        }
        const history = Array.from({ length: HISTORY_MINUTES }, (_, index) => {
          const start = firstMinute + index * MINUTE;
          const row = minutes.find(
            (minute) => minute.name === name && new Date(minute.minute).getTime() === start,
          );
          return {
            at: new Date(start),
            completed: Number(row?.completed ?? 0),
            failed: Number(row?.failed ?? 0),
          };
        });
        for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
        const oldest = waited.find((row) => row.name === name);
        return {
          name,
          ...counts,
          is_paused: false,
          throughput: throughputOf(history),
          history,
          oldest_waiting_seconds: oldest ? Math.max(0, Number(oldest.seconds)) : null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const overall = stats[0]
      ? stats[0].history.map((_, index) => ({
          completed: stats.reduce((sum, queue) => sum + (queue.history[index]?.completed ?? 0), 0),
          failed: stats.reduce((sum, queue) => sum + (queue.history[index]?.failed ?? 0), 0),
        }))
      : [];
    return {
      driver: 'database' as const,
      workers: instances.length,
      totals,
      throughput: throughputOf(overall),
      queues: stats,
      recent_failed_jobs: failures.map((row) => ({
        id: row.id,
        queue: row.name,
        job: row.name,
        error: errorOf('failed', row.output) ?? '',
        attempts: row.retry_count + 1,
        failed_at: new Date(row.completed_on ?? at),
      })),
    };
  }

  const adminGetQueueDashboard: Handler<'adminGetQueueDashboard'> = async (request) => {
    const { boss } = request.server.jobs;
    const figures = boss
      ? await dashboard(boss)
      : {
          // Jobs run in this process and none is kept: there is no queue to show.
          driver: 'sync' as const,
          workers: 0,
          totals: noCounts(),
          throughput: { per_minute: 0, per_hour: 0 },
          queues: [],
          recent_failed_jobs: [],
        };
    return ok(figures, request.t(msg`Job queues`));
  };

  const adminListQueueJobs: Handler<'adminListQueueJobs'> = async (request) => {
    const filter = jobFilterOf(request.query.filter);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = request.server.jobs.boss
      ? await listJobs(db, filter, { limit: perPage, offset })
      : { rows: [], total: 0 };
    return page(rows.map(jobView), { page: current, perPage, total }, request.t(msg`Jobs`));
  };

  const adminGetQueueJob: Handler<'adminGetQueueJob'> = async (request) => {
    const { id } = request.params;
    const row = request.server.jobs.boss && isJobId(id) ? await findJob(db, id) : undefined;
    if (!row) throw notFound(jobNotFound);
    return ok(jobRecordView(row), request.t(msg`Job`));
  };

  const adminListFailedDeliveryGroups: Handler<'adminListFailedDeliveryGroups'> = async (request) => {
    const rows = request.server.jobs.boss
      ? await failedDeliveryGroups(db, deliverEvents.name, FAILURE_GROUPS)
      : [];
    const groups = rows.map((row) => ({
      domain_id: row.domain_id,
      domain_name: row.domain_name,
      destination: row.destination,
      error: row.error,
      jobs_count: Number(row.jobs),
      events_count: Number(row.events),
      last_failed_at: new Date(row.last_failed_at),
      filter: {
        state: 'failed',
        queue: deliverEvents.name,
        domain_id: row.domain_id,
        destination: row.destination,
      },
    }));
    return ok(groups, request.t(msg`Failed deliveries`));
  };

  return {
    adminGetQueueDashboard,
    adminListQueueJobs,
    adminGetQueueJob,
    adminListFailedDeliveryGroups,
  };
}
