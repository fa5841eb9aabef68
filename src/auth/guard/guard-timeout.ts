/** Spec section 4: the guard never holds navigation longer than this. */
export const GUARD_TIMEOUT_MS = 10_000;

export type GuardTimeoutResult<T> = { timedOut: false; value: T } | { timedOut: true };

/**
 * Races the guard's async work against a timer. The work is not cancelled when time runs out; navigation
 * simply stops waiting for it. A rejection of the work before the time-out is passed on.
 */
export async function withGuardTimeout<T>(
  work: Promise<T>,
  ms: number = GUARD_TIMEOUT_MS,
): Promise<GuardTimeoutResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<GuardTimeoutResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ timedOut: true }), ms);
  });
  try {
    return await Promise.race([work.then((value) => ({ timedOut: false as const, value })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
