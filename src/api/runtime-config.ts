/** What the server tells the SPA at start-up, through /runtime-config.js, so one build fits any API. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Inactivity before the session ends; browser tests shorten it (server env SESSION_TIMEOUT_SECONDS). */
  sessionTimeoutSeconds: number;
}

declare global {
  interface Window {
    __TRACKLANE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

// Spec section 9: 30 minutes of inactivity end the session.
const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/api/v1', sessionTimeoutSeconds: 1800 };

export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = window.__TRACKLANE_CONFIG__) {
  return { ...DEFAULT_CONFIG, ...source } satisfies RuntimeConfig;
}
