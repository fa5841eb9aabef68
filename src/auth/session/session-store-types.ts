import type { ApiClient } from '@/api/client';
import type { SessionState } from './session-machine';

export interface SessionSnapshot {
  state: SessionState;
  /** True while the inactivity warning should show (a minute before the time-out). */
  inactivityWarning: boolean;
}

/** Where the abilities come from after sign-in, and how their cache is forgotten on sign-out. */
export interface AbilitiesSource {
  load: () => Promise<readonly string[]>;
  clear: () => void;
}

export interface SessionStoreOptions {
  api: ApiClient;
  /** The inactivity time-out (spec: 1800; browser tests shorten it through the runtime config). */
  sessionTimeoutSeconds: number;
  /** Keeps the client's bearer in step; `accessToken.set` in the app. */
  setAccessToken: (token: string | null) => void;
  /** Defaults to GET /auth/abilities, uncached. */
  abilities?: AbilitiesSource;
  storage?: Storage;
}
