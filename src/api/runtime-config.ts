/** What the server tells the SPA at start-up, through /runtime-config.js, so one build fits any API. */
export interface RuntimeConfig {
  apiBaseUrl: string;
}

declare global {
  interface Window {
    __TRACKLANE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/api/v1' };

export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = window.__TRACKLANE_CONFIG__) {
  return { ...DEFAULT_CONFIG, ...source } satisfies RuntimeConfig;
}
