/** Long timers wake this often to look at the clock again. */
const WAKE_EVERY_MS = 60_000;

/**
 * Calls `task` once the clock reaches `at` (epoch milliseconds); returns the function that cancels it.
 * A single long timer would not count the time a computer sleeps, so a token due for refresh during the
 * night would be refreshed hours late; waking every minute to compare with the clock avoids that.
 */
export function runAt(at: number, task: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    const left = Math.max(0, Math.min(at - now(), WAKE_EVERY_MS));
    timer = setTimeout(() => (now() >= at ? task() : schedule()), left);
  };
  schedule();
  return () => clearTimeout(timer);
}
