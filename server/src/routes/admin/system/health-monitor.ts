import {
  overallStatus,
  runHealthChecks,
  type CheckResult,
  type HealthDeps,
  type HealthStatus,
} from './health-checks.ts';

/** How often the checks run in the background once someone has asked for the health. */
export const HEALTH_REFRESH_MS = 10_000;

export interface HealthReport {
  status: HealthStatus;
  checks: CheckResult[];
  checkedAt: Date;
}

/**
 * Runs the health checks in the background every `refreshMs` and answers their last result, so an
 * uptime monitor polling the health costs a read of memory. The first read starts the refresh and waits
 * for the first round; `stop` ends it (the app's close).
 */
export function healthMonitor(deps: HealthDeps, refreshMs = HEALTH_REFRESH_MS) {
  let last: HealthReport | undefined;
  let running: Promise<HealthReport> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function refresh(): Promise<HealthReport> {
    running ??= runHealthChecks(deps)
      .then((checks) => {
        last = { status: overallStatus(checks), checks, checkedAt: deps.clock() };
        return last;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** The last round's result (the first round's, awaited, on the first read). */
    async current(): Promise<HealthReport> {
      if (!timer && !stopped) {
        timer = setInterval(() => void refresh().catch(() => undefined), refreshMs);
        timer.unref();
      }
      return last ?? refresh();
    },
    /** Runs the checks now (the status operation, which checks at the time of asking). */
    refresh,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type HealthMonitor = ReturnType<typeof healthMonitor>;
