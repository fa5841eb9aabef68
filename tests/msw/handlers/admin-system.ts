import { HttpResponse } from 'msw';
import type {
  DatabaseInfo,
  LogEntry,
  SystemHealth,
  SystemOverview,
  SystemPerformance,
} from '@/api/queries/admin-system';
import { contract, envelope, listEnvelope } from '../contract';

// Tag `admin`, the system screen: GET /admin/system/{health,overview,database,performance,logs}
// answered with the figures a test gives (a healthy embedded server's by default).

const CHECKED_AT = new Date('2026-06-01T12:00:00Z');

export function aSystemHealth(overrides: Partial<SystemHealth> = {}): SystemHealth {
  const check = (name: SystemHealth['checks'][number]['name']) => ({
    name,
    status: 'ok' as const,
    message: null,
    latency_ms: 2,
    checked_at: CHECKED_AT,
  });
  return {
    status: 'degraded',
    checked_at: CHECKED_AT,
    uptime_seconds: 3_700,
    checks: [
      { ...check('database'), value: 2, threshold: { unit: 'ms', degraded: 500, down: 5000, below: false } },
      { ...check('mail'), value: 40, threshold: { unit: 'ms', degraded: 2000, down: 5000, below: false } },
      { ...check('queue'), value: 0, threshold: { unit: 'minutes', degraded: 5, down: 30, below: false } },
      {
        ...check('disk'),
        value: 42.5,
        threshold: { unit: 'percent_free', degraded: 10, down: 2, below: true },
      },
      {
        ...check('backups'),
        status: 'degraded',
        message: 'No backup has been made yet',
        value: null,
        threshold: { unit: 'hours', degraded: 26, down: 72, below: false },
      },
    ],
    ...overrides,
  };
}

const anOverview = (): SystemOverview => ({
  app_name: 'Tracklane',
  app_version: '0.1.0',
  api_version: 'v1',
  environment: 'demo',
  runtime_version: 'v24.3.0',
  database_engine: 'pglite',
  database_version: 'PostgreSQL 18.6 (PGlite 0.5.16)',
  hostname: 'tracklane-1',
  timezone: 'UTC',
  started_at: new Date('2026-06-01T11:00:00Z'),
  uptime_seconds: 3_700,
  maintenance_mode: false,
  demo_mode: true,
  job_queue_version: '12.38.0',
  log_directory: '/data/logs',
});

const aDatabase = (): DatabaseInfo => ({
  engine: 'pglite',
  version: 'PostgreSQL 18.6 (PGlite 0.5.16)',
  name: 'template1',
  size_bytes: 52_000_000,
  connections: { active: 1, max: 100 },
  tables: [
    {
      name: 'events',
      rows: 1_000_000,
      size_bytes: 40_000_000,
      indexes: [{ name: 'events_pkey', size_bytes: 9_000_000, scans: 12 }],
    },
    { name: 'users', rows: 40, size_bytes: 100_000, indexes: [] },
  ],
  migrations: {
    applied_count: 23,
    pending: [],
    last_migration: '0022_activity_request_id',
    last_applied_at: null,
  },
  rows_estimated: true,
  slow_statements: [],
  slow_statements_unavailable: 'embedded',
});

const aPerformance = (): SystemPerformance => ({
  window_minutes: 60,
  memory: {
    rss_bytes: 200_000_000,
    heap_used_bytes: 90_000_000,
    heap_total_bytes: 120_000_000,
    system_total_bytes: 8_000_000_000,
    system_free_bytes: 4_000_000_000,
  },
  cpu: { cores: 2, load_average: [0.5, 0.4, 0.3], usage_percent: 3 },
  events: { per_minute: 0, latency_p50_ms: null, latency_p95_ms: null, failed_percent: 0 },
  requests: { per_minute: 2.5, latency_p50_ms: 4.2, latency_p95_ms: 18.1, error_percent: 0 },
  scope: 'process',
  operations: [
    {
      operation: 'GET /api/v1/domains',
      requests: 120,
      per_minute: 2,
      latency_p50_ms: 4.2,
      latency_p95_ms: 18.1,
      error_percent: 0,
    },
  ],
});

export function aLogLine(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    timestamp: new Date('2026-06-01T11:59:00Z'),
    level: 'info',
    channel: 'http',
    message: 'request completed',
    request_id: '6f1c2b9e-0000-4000-8000-000000000001',
    context: { res: { statusCode: 200 } },
    ...overrides,
  };
}

export const adminSystemHandlers = {
  health: (health: SystemHealth = aSystemHealth()) =>
    contract.get('/admin/system/health', () => envelope(health)),
  overview: () => contract.get('/admin/system/overview', () => envelope(anOverview())),
  database: (database: DatabaseInfo = aDatabase()) =>
    contract.get('/admin/system/database', () => envelope(database)),
  performance: () => contract.get('/admin/system/performance', () => envelope(aPerformance())),
  /** GET /admin/system/logs: `lines` whatever the query; `seen` gets each call's search params. */
  logs: (lines: LogEntry[] = [aLogLine()], seen?: (params: URLSearchParams) => void) =>
    contract.get('/admin/system/logs', ({ request }) => {
      seen?.(new URL(request.url).searchParams);
      return listEnvelope(lines, { perPage: 50 });
    }),
  /** Every read failing with a 500. */
  failing: () =>
    contract.get('/admin/system/database', () =>
      HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
    ),
};
