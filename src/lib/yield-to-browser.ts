/**
 * Lets the browser take its turn (paint, input) before the code after the `await` runs, so work split
 * by it runs as separate tasks rather than one long one that blocks the page.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
