/** How long the dashboard's figures are served before they are computed again. */
export const DASHBOARD_TTL_MS = 60_000;

/**
 * Keeps what `compute` made at a time of `clock` for `ttlMs`, and shares one computation between the
 * requests that arrive while it runs (so a burst of staff opening the dashboard costs one).
 */
export function cachedFor<T>(
  compute: (now: Date) => Promise<T>,
  clock: () => Date,
  ttlMs = DASHBOARD_TTL_MS,
) {
  let kept: { at: number; value: T } | undefined;
  let running: Promise<T> | undefined;
  return (): Promise<T> => {
    const now = clock();
    if (kept && now.getTime() - kept.at < ttlMs && now.getTime() >= kept.at)
      return Promise.resolve(kept.value);
    running ??= compute(now)
      .then((value) => {
        kept = { at: now.getTime(), value };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
