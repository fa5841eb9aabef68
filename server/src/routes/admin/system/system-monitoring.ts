import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { DEFAULT_THRESHOLDS } from './health-checks.ts';
import { healthMonitor, type HealthMonitor } from './health-monitor.ts';
import { requestFigures, type RequestFigures } from './request-figures.ts';

/** What the system screen reads of this process: its request figures, health and start. */
export interface SystemMonitoring {
  figures: RequestFigures;
  health: HealthMonitor;
  startedAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    systemMonitoring: SystemMonitoring;
  }
}

/**
 * Counts every API request of this process per operation and minute (a hook on each answer) and keeps
 * the health checks' background refresh, which the app's close stops.
 */
export function registerSystemMonitoring(app: FastifyInstance, context: AppContext) {
  const clock = context.now ?? (() => new Date());
  const monitoring: SystemMonitoring = {
    figures: requestFigures(clock),
    health: healthMonitor({
      db: context.db,
      dataDir: context.config.dataDir,
      mailer: context.mailer,
      clock,
      thresholds: DEFAULT_THRESHOLDS,
    }),
    startedAt: new Date(Date.now() - Math.round(process.uptime() * 1000)),
  };
  app.decorate('systemMonitoring', monitoring);
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const route = request.routeOptions.url ?? 'unknown route';
    monitoring.figures.record(`${request.method} ${route}`, reply.elapsedTime, reply.statusCode);
  });
  app.addHook('onClose', async () => {
    await monitoring.health.stop();
  });
}
