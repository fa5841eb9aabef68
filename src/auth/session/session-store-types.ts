import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from './session-machine';

export interface SessionSnapshot {
  state: SessionState;
  /** True while the inactivity warning should show (a minute before the time-out). */
  inactivityWarning: boolean;
}

export interface SessionStoreOptions {
  /** Where the verified user and the abilities go, and what a sign-out clears. */
  queryClient: QueryClient;
  /** The inactivity time-out (spec: 1800; browser tests shorten it through the runtime config). */
  sessionTimeoutSeconds: number;
  /** Keeps the client's bearer in step; `accessToken.set` in the app. */
  setAccessToken: (token: string | null) => void;
  storage?: Storage;
}
