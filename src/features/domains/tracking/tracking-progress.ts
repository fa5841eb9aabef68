import type { TrackingDomainProgress } from '@/api/queries/domains';

/** How often the screen asks GET …/status while a step is pending (and the tab is visible). */
export const STATUS_POLL_MS = 5000;
/**
 * How long after the last CNAME check the screen asks for another one by itself while the record is
 * not in place: 4 a minute at most, under the contract's 6 a minute for POST …/verify, leaving room for
 * the owner's own presses of Verify.
 */
export const AUTO_VERIFY_AFTER_MS = 15_000;

type Progress = Pick<TrackingDomainProgress, 'ready' | 'steps' | 'tracking_domain'>;

/** Whether the CNAME record still has to be found: the DNS step is not done. */
export function waitsForDns(progress: Progress): boolean {
  return progress.steps.find((step) => step.key === 'dns')?.status !== 'done';
}

/**
 * Whether the setup waits for the owner: the certificate's provider gave up (Retry is theirs to press).
 * A wrong or missing record also fails the setup, but the screen keeps looking for the mended record.
 */
export function waitsForOwner(progress: Progress): boolean {
  return progress.tracking_domain.status === 'failed' && !waitsForDns(progress);
}

/** Whether the screen keeps asking for the setup's status: not once live, nor while waiting for the owner. */
export function keepsPolling(progress: Progress | undefined): boolean {
  if (!progress) return false;
  return !progress.ready && !waitsForOwner(progress);
}

/** Whether it is time for the screen's own CNAME check: the record is missing and the last check is old. */
export function dueForVerify(progress: Progress | undefined, now: number): boolean {
  if (!progress || progress.ready || !waitsForDns(progress)) return false;
  const last = progress.tracking_domain.last_checked_at;
  return last === null || now - new Date(last).getTime() >= AUTO_VERIFY_AFTER_MS;
}
