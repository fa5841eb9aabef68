import { inactivityPhase, type InactivityTimings } from './inactivity';

/** Spec section 4: activity is mouse, key, click or touch. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'touchstart'] as const;

/** The last activity in any tab, so a user busy in one tab is not logged out by another. */
export const ACTIVITY_STORAGE_KEY = 'tracklane.session.activity';
/** At most one storage write a second, however fast the mouse moves. */
const SHARE_EVERY_MS = 1000;

export interface InactivityMonitorOptions {
  timings: InactivityTimings;
  /** Called when the warning starts (true) and when it ends without a log-out (false). */
  onWarningChange: (warning: boolean) => void;
  onTimeout: () => void;
  target?: EventTarget;
  storage?: Storage;
  now?: () => number;
}

export interface InactivityMonitor {
  /** The user's answer to the warning: counts as activity and ends the warning. */
  staySignedIn: () => void;
  stop: () => void;
}

/**
 * Watches for activity and checks idleness every `timings.checkEveryMs`. While the warning shows, passing
 * activity (a stray mouse move) does not end it: only {@link InactivityMonitor.staySignedIn} does, or
 * activity in another tab.
 */
export function startInactivityMonitor({
  timings,
  onWarningChange,
  onTimeout,
  target = window,
  storage = localStorage,
  now = Date.now,
}: InactivityMonitorOptions): InactivityMonitor {
  let lastActivity = now();
  let lastShared = -Infinity;
  let warning = false;

  const share = (at: number) => {
    if (at - lastShared < SHARE_EVERY_MS) return;
    lastShared = at;
    storage.setItem(ACTIVITY_STORAGE_KEY, String(at));
  };
  const record = () => {
    lastActivity = now();
    share(lastActivity);
  };
  const setWarning = (next: boolean) => {
    if (next === warning) return;
    warning = next;
    onWarningChange(next);
  };
  const check = () => {
    const shared = Number(storage.getItem(ACTIVITY_STORAGE_KEY)) || 0;
    const idleMs = now() - Math.max(lastActivity, shared);
    const phase = inactivityPhase(idleMs, timings);
    // A check a little late (a busy tab) can find the time-out just passed with no check in the warning's
    // window: the user is warned first and signed out at the next check. Long past it (a computer that
    // slept), the sign-out comes at once.
    const warnFirst = !warning && idleMs <= timings.timeoutMs + timings.checkEveryMs;
    if (phase === 'expired' && !warnFirst) {
      stop();
      onTimeout();
    } else {
      setWarning(phase !== 'active');
    }
  };
  const onActivity = () => {
    if (!warning) record();
  };
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === ACTIVITY_STORAGE_KEY) check();
  };

  for (const type of ACTIVITY_EVENTS)
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  const interval = setInterval(check, timings.checkEveryMs);
  record();

  function stop() {
    clearInterval(interval);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
    window.removeEventListener('storage', onStorage);
  }

  return {
    staySignedIn: () => {
      lastShared = -Infinity;
      record();
      setWarning(false);
    },
    stop,
  };
}
