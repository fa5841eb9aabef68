import { msg } from '@lingui/core/runtime-macro';
import { readFileSync } from 'node:fs';
import { cpus, freemem, hostname, loadavg, totalmem } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { failure, ok } from '../../../lib/envelope.ts';
import { logsDir } from '../../../services/logs/log-file.ts';
import { readSettings } from '../../settings/settings.repo.ts';
import {
  connectionFigures,
  databaseSize,
  databaseEngine,
  eventFigures,
  migrationFigures,
  slowStatements,
  tableFigures,
} from './admin-system.repo.ts';
import type { CheckResult } from './health-checks.ts';
import { FIGURES_WINDOW_MINUTES } from './request-figures.ts';

function packageVersion(path: string): string {
  return (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string }).version;
}
const APP_VERSION = packageVersion('../../../../../package.json');
const JOB_QUEUE_VERSION = packageVersion('../../../../../node_modules/pg-boss/package.json');

/** A check as the contract answers it, worded in the request's language. */
function checkView(request: FastifyRequest, check: CheckResult, withDetails: boolean) {
  return {
    name: check.name,
    status: check.status,
    message: check.message ? request.t(check.message, check.messageValues) : null,
    latency_ms: check.latencyMs,
    checked_at: check.checkedAt,
    value: check.value,
    threshold: check.threshold,
    ...(withDetails && { details: check.details }),
  };
}

const uptimeSeconds = (startedAt: Date, at: Date) =>
  Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 1000));

/** The system screen's reads: versions, health, the database's figures and this process's requests. */
export function adminSystemHandlers({ db, config, now = () => new Date() }: AppContext): Handlers {
  const adminGetSystemOverview: Handler<'adminGetSystemOverview'> = async (request) => {
    const { startedAt } = request.server.systemMonitoring;
    const [settings, database] = await Promise.all([
      readSettings(db, ['general.maintenance_mode']),
      databaseEngine(db),
    ]);
    const overview = {
      app_name: 'Tracklane',
      app_version: APP_VERSION,
      api_version: 'v1',
      environment: config.production
        ? ('production' as const)
        : config.demoMode
          ? ('demo' as const)
          : ('development' as const),
      runtime_version: process.version,
      database_engine: database.engine,
      database_version: database.version,
      hostname: hostname(),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      started_at: startedAt,
      uptime_seconds: uptimeSeconds(startedAt, now()),
      maintenance_mode: settings.get('general.maintenance_mode') === true,
      demo_mode: config.demoMode,
      job_queue_version: JOB_QUEUE_VERSION,
      log_directory: logsDir(config.dataDir),
    };
    return ok(overview, request.t(msg`System overview`));
  };

  const adminGetSystemStatus: Handler<'adminGetSystemStatus'> = async (request) => {
    const { health, startedAt } = request.server.systemMonitoring;
    const report = await health.refresh();
    const status = {
      status: report.status,
      uptime_seconds: uptimeSeconds(startedAt, now()),
      components: report.checks.map((check) => checkView(request, check, true)),
    };
    return ok(status, request.t(msg`System status`));
  };

  const adminGetSystemHealth: Handler<'adminGetSystemHealth'> = async (request, reply) => {
    const { health, startedAt } = request.server.systemMonitoring;
    const report = await health.current();
    const data = {
      status: report.status,
      checks: report.checks.map((check) => checkView(request, check, false)),
      checked_at: report.checkedAt,
      uptime_seconds: uptimeSeconds(startedAt, now()),
    };
    if (report.status === 'down') {
      // The contract's 503 carries the same body under the error envelope.
      return reply.code(503).send({ ...failure(request.t(msg`The system is down`)), data }) as never;
    }
    return ok(data, request.t(msg`System health`));
  };

  const adminGetSystemDatabase: Handler<'adminGetSystemDatabase'> = async (request) => {
    const { engine, version } = await databaseEngine(db);
    const embedded = engine === 'pglite';
    const [size, tables, connections, migrations, slow] = await Promise.all([
      databaseSize(db),
      tableFigures(db),
      connectionFigures(db),
      migrationFigures(db),
      embedded ? Promise.resolve(undefined) : slowStatements(db),
    ]);
    const info = {
      engine,
      version,
      name: size.name,
      size_bytes: size.sizeBytes,
      connections,
      tables: tables.map((table) => ({
        name: table.name,
        rows: table.rows,
        size_bytes: table.sizeBytes,
        indexes: table.indexes.map((index) => ({
          name: index.name,
          size_bytes: index.sizeBytes,
          scans: index.scans,
        })),
      })),
      migrations,
      rows_estimated: true,
      slow_statements: (slow?.statements ?? []).map((statement) => ({
        query: statement.query,
        calls: statement.calls,
        mean_ms: statement.meanMs,
        total_ms: statement.totalMs,
      })),
      slow_statements_unavailable: slow ? slow.unavailable : ('embedded' as const),
    };
    return ok(info, request.t(msg`Database figures`));
  };

  const adminGetSystemPerformance: Handler<'adminGetSystemPerformance'> = async (request) => {
    const at = now();
    const { all, operations } = request.server.systemMonitoring.figures.lastHour();
    const events = await eventFigures(db, new Date(at.getTime() - FIGURES_WINDOW_MINUTES * 60_000));
    const memory = process.memoryUsage();
    const cpuUsage = process.cpuUsage();
    const cores = cpus().length || 1;
    const performanceFigures = {
      window_minutes: FIGURES_WINDOW_MINUTES,
      memory: {
        rss_bytes: memory.rss,
        heap_used_bytes: memory.heapUsed,
        heap_total_bytes: memory.heapTotal,
        system_total_bytes: totalmem(),
        system_free_bytes: freemem(),
      },
      cpu: {
        cores,
        load_average: loadavg().map((load) => Math.round(load * 100) / 100),
        usage_percent: Math.min(
          100,
          Math.round(((cpuUsage.user + cpuUsage.system) / 1000 / (process.uptime() * 1000) / cores) * 1000) /
            10,
        ),
      },
      events: {
        per_minute: Math.round((events.count / FIGURES_WINDOW_MINUTES) * 100) / 100,
        latency_p50_ms: events.p50,
        latency_p95_ms: events.p95,
        failed_percent: events.count ? Math.round((events.failed / events.count) * 10000) / 100 : 0,
      },
      requests: {
        per_minute: all.perMinute,
        latency_p50_ms: all.p50Ms,
        latency_p95_ms: all.p95Ms,
        error_percent: all.errorPercent,
      },
      scope: 'process' as const,
      operations: operations.map((figures) => ({
        operation: figures.operation,
        requests: figures.requests,
        per_minute: figures.perMinute,
        latency_p50_ms: figures.p50Ms,
        latency_p95_ms: figures.p95Ms,
        error_percent: figures.errorPercent,
      })),
    };
    return ok(performanceFigures, request.t(msg`Performance figures`));
  };

  return {
    adminGetSystemOverview,
    adminGetSystemStatus,
    adminGetSystemHealth,
    adminGetSystemDatabase,
    adminGetSystemPerformance,
  };
}
