const MAX_WARNING_MS = 60_000;

export interface InactivityTimings {
  /** Idle time after which the session ends. */
  timeoutMs: number;
  /** How long before the end the warning shows. */
  warningMs: number;
  /** How often idleness is checked. */
  checkEveryMs: number;
}

export type InactivityPhase = 'active' | 'warning' | 'expired';

/**
 * The timings for a time-out of `timeoutSeconds`. The warning comes a minute ahead, or a third of the
 * time-out when that is shorter (browser tests shorten the time-out). Checking as often as the warning
 * lasts (60 s by default, as the spec says) means one check falls inside the warning window when the
 * checks come on time; the monitor warns first when a late one missed it.
 */
export function inactivityTimings(timeoutSeconds: number): InactivityTimings {
  const timeoutMs = timeoutSeconds * 1000;
  const warningMs = Math.min(MAX_WARNING_MS, timeoutMs / 3);
  return { timeoutMs, warningMs, checkEveryMs: warningMs };
}

/** Where a session idle for `idleMs` stands: the spec logs out after *more than* the time-out. */
export function inactivityPhase(
  idleMs: number,
  { timeoutMs, warningMs }: InactivityTimings,
): InactivityPhase {
  if (idleMs > timeoutMs) return 'expired';
  if (idleMs > timeoutMs - warningMs) return 'warning';
  return 'active';
}
